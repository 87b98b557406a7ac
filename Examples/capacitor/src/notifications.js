// An Ionic / Capacitor app's notification code, written as the plugins' docs write it
// (capacitorjs.com/docs/apis/push-notifications, …/local-notifications): action types
// registered through LocalNotifications are the buttons of both the app's reminders and,
// on iOS, of pushes whose aps.category names them.
import { LocalNotifications } from '@capacitor/local-notifications';
import { PushNotifications } from '@capacitor/push-notifications';

export const REMINDER_ID = 7;

export const addListeners = async () => {
  await PushNotifications.addListener('registration', (token) => {
    console.info('Registration token: ', token.value);
  });

  await PushNotifications.addListener('registrationError', (err) => {
    console.error('Registration error: ', err.error);
  });

  await PushNotifications.addListener('pushNotificationReceived', (notification) => {
    console.log('Push notification received: ', notification.title);
  });

  await PushNotifications.addListener('pushNotificationActionPerformed', (action) => {
    return handleAction(action.actionId, action.notification.data.orderId, action.inputValue);
  });

  await LocalNotifications.addListener('localNotificationActionPerformed', (action) => {
    return handleAction(action.actionId, action.notification.extra.orderId, action.inputValue);
  });
};

export const registerNotifications = async () => {
  let permStatus = await PushNotifications.checkPermissions();

  if (permStatus.receive === 'prompt') {
    permStatus = await PushNotifications.requestPermissions();
  }

  if (permStatus.receive !== 'granted') {
    throw new Error('User denied permissions!');
  }

  await LocalNotifications.registerActionTypes({
    types: [
      {
        id: 'ORDER_UPDATE',
        actions: [
          { id: 'track', title: 'Track', foreground: true },
          { id: 'reply', title: 'Message courier', input: true, inputButtonTitle: 'Send', inputPlaceholder: 'Leave it at the door' },
          { id: 'snooze', title: 'Remind me in 10 min' },
        ],
      },
    ],
  });

  await PushNotifications.register();
};

async function handleAction(actionId, orderId, inputValue) {
  switch (actionId) {
    case 'tap':
    case 'track':
      console.log(`navigate /orders/${orderId}`);
      return { route: `/orders/${orderId}` };
    case 'reply':
      console.log(`message to courier for ${orderId}: ${inputValue}`);
      return { orderId, message: inputValue };
    case 'snooze': {
      await LocalNotifications.schedule({
        notifications: [
          {
            id: REMINDER_ID,
            title: 'Your order is close',
            body: `Order ${orderId} arrives soon`,
            actionTypeId: 'ORDER_UPDATE',
            extra: { orderId },
            schedule: { at: new Date(Date.now() + 10 * 60 * 1000) },
          },
        ],
      });
      const pending = await LocalNotifications.getPending();
      console.log(`reminders pending: ${pending.notifications.map((n) => n.id).join(', ')}`);
      return { snoozed: orderId };
    }
    default:
      return undefined;
  }
}

await addListeners();
await registerNotifications();
