import * as Notifications from 'expo-notifications';
import * as Device from 'expo-device';
import { NOTIFICATION_ACTIONS, PAYMENT_REMINDER } from './types';
import { snoozeLabel } from './snoozeLabel';

Notifications.setNotificationHandler({
  handleNotification: async () => ({
    shouldShowAlert: true,
    shouldPlaySound: true,
    shouldSetBadge: false,
    shouldShowBanner: true,
    shouldShowList: true,
  }),
});

class ReminderServiceClass {
  private initialized = false;

  async initialize(): Promise<boolean> {
    if (this.initialized) return true;
    if (!Device.isDevice) return false;
    await Notifications.setNotificationCategoryAsync(PAYMENT_REMINDER, [
      { identifier: NOTIFICATION_ACTIONS.COMPLETE, buttonTitle: 'Done', options: { opensAppToForeground: false } },
      { identifier: NOTIFICATION_ACTIONS.SNOOZE_10MIN, buttonTitle: snoozeLabel, options: { opensAppToForeground: false } },
    ]);
    Notifications.addNotificationResponseReceivedListener(async response => {
      const reminderId = response.notification.request.content.data?.reminderId as string | undefined;
      if (!reminderId) return;
      switch (response.actionIdentifier) {
        case NOTIFICATION_ACTIONS.COMPLETE:
          console.log('[reminders] completed', reminderId);
          break;
        case NOTIFICATION_ACTIONS.SNOOZE_10MIN:
          await Notifications.scheduleNotificationAsync({
            content: { title: 'Reminder', categoryIdentifier: PAYMENT_REMINDER, data: { reminderId } },
            trigger: { type: Notifications.SchedulableTriggerInputTypes.TIME_INTERVAL, seconds: 600 },
          });
          break;
      }
    });
    this.initialized = true;
    return true;
  }
}

export const ReminderService = new ReminderServiceClass();
