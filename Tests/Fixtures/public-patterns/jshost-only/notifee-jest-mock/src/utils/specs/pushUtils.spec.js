const notifee = require('@notifee/react-native').default;
const { AuthorizationStatus, EventType, testNotification } = require('@notifee/react-native');
const { updateBadgeCount, showConversation } = require('../pushUtils');

describe('pushUtils with Notifee’s jest-mock', () => {
  beforeEach(() => jest.clearAllMocks());

  it('sets the badge', async () => {
    await updateBadgeCount({ count: 3 });
    expect(notifee.setBadgeCount).toHaveBeenCalledWith(3);
    await updateBadgeCount({ count: -1 });
    expect(notifee.setBadgeCount).toHaveBeenCalledTimes(1);
  });

  it('answers with the mock’s fixtures', async () => {
    await expect(showConversation({ id: 7, contact: 'Ana', lastMessage: 'Hi' })).resolves.toBe('conversation-7');
    await expect(notifee.displayNotification({})).resolves.toBe('test-id');
    await expect(notifee.getInitialNotification()).resolves.toEqual(testNotification);
    await expect(notifee.requestPermission()).resolves.toMatchObject({ authorizationStatus: AuthorizationStatus.AUTHORIZED });
    expect(typeof notifee.onForegroundEvent(() => {})).toBe('function');
  });

  it('keeps the package’s enums, flat and on the default export', () => {
    expect(EventType.ACTION_PRESS).toBe(2);
    expect(notifee.AndroidImportance.HIGH).toBe(4);
    expect(notifee.TriggerType.TriggerType.TIMESTAMP).toBe(0);
    expect(jest.isMockFunction(notifee.cancelNotification)).toBe(true);
  });
});
