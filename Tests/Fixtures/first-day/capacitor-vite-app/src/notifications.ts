import { PushNotifications } from '@capacitor/push-notifications';
import { LocalNotifications } from '@capacitor/local-notifications';

export const addListeners = async () => {
  await PushNotifications.addListener('registration', token => {
    console.info('Registration token: ', token.value);
  });

  await PushNotifications.addListener('registrationError', err => {
    console.error('Registration error: ', err.error);
  });

  await PushNotifications.addListener('pushNotificationReceived', notification => {
    console.log('Push notification received: ', notification.title, notification.data);
  });

  await PushNotifications.addListener('pushNotificationActionPerformed', action => {
    console.log('Push notification action performed', action.actionId, action.inputValue);
    const orderId = action.notification.data?.orderId;
    if (orderId) {
      document.querySelector('#app')!.textContent = `Order ${orderId}`;
    }
  });

  await LocalNotifications.addListener('localNotificationActionPerformed', action => {
    console.log('Local notification action performed', action.actionId, action.inputValue);
  });
};

export const registerActionTypes = async () => {
  await LocalNotifications.registerActionTypes({
    types: [
      {
        id: 'ORDER_UPDATE',
        actions: [
          { id: 'track', title: 'Track order', foreground: true },
          { id: 'reply', title: 'Message courier', input: true, inputButtonTitle: 'Send', inputPlaceholder: 'Your message' },
        ],
      },
    ],
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

  await PushNotifications.register();
};

export const getDeliveredNotifications = async () => {
  const notificationList = await PushNotifications.getDeliveredNotifications();
  console.log('delivered notifications', notificationList);
};
