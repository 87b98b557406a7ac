const Notifications = require('expo-notifications');
const NotificationService = require('../services/notification.service');

jest.mock('expo-notifications');

describe('NotificationService', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  describe('setBadgeCount', () => {
    it('sets the badge count', async () => {
      Notifications.setBadgeCountAsync.mockResolvedValue(undefined);
      await NotificationService.setBadgeCount(5);
      expect(Notifications.setBadgeCountAsync).toHaveBeenCalledWith(5);
    });

    it('handles errors gracefully', async () => {
      Notifications.setBadgeCountAsync.mockRejectedValue(new Error('Badge error'));
      await expect(NotificationService.setBadgeCount(5)).resolves.not.toThrow();
    });

    it('a resolved promise is not a throw', async () => {
      await expect(NotificationService.setBadgeCount(1)).resolves.toThrow();
    });
  });

  describe('clearAllNotifications', () => {
    it('swallows a failing dismiss', async () => {
      Notifications.dismissAllNotificationsAsync.mockRejectedValue(new Error('no tray'));
      await expect(NotificationService.clearAllNotifications()).resolves.not.toThrow();
      expect(Notifications.setBadgeCountAsync).not.toHaveBeenCalled();
    });
  });

  describe('scheduleReminder', () => {
    it('rejects without a title', async () => {
      await expect(NotificationService.scheduleReminder('')).rejects.toThrow('needs a title');
    });

    it('a rejection with a plain string is not a thrown error', async () => {
      Notifications.scheduleNotificationAsync.mockRejectedValue('quota exceeded');
      await expect(NotificationService.scheduleReminder('Pay rent')).rejects.toThrow('quota');
    });

    it('an error the promise resolves to counts as thrown', async () => {
      await expect(Promise.resolve(NotificationService.lastError('stale token'))).resolves.toThrow('stale token');
    });

    it('a function the promise resolves to is still called', async () => {
      const later = () => { throw new Error('called'); };
      await expect(Promise.resolve(later)).resolves.toThrow('called');
    });
  });
});
