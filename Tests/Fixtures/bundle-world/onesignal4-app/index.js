// A React Native app on react-native-onesignal 4.x, set up as the package's 4.x README
// and example app do: setAppId, the permission prompt, the foreground handler that decides
// with event.complete(), and the opened handler that routes on additionalData.
import OneSignal from 'react-native-onesignal';
import { Platform } from 'react-native';

OneSignal.setLogLevel(6, 0);
OneSignal.setAppId('8f2b3c4d-1111-2222-3333-444455556666');

OneSignal.promptForPushNotificationsWithUserResponse((response) => {
  console.log('Prompt response:', response);
});

OneSignal.setNotificationWillShowInForegroundHandler((notificationReceivedEvent) => {
  const notification = notificationReceivedEvent.getNotification();
  const data = notification.additionalData || {};
  console.log('will show in foreground:', notification.notificationId, notification.title);
  if (data.silent === '1') {
    // Complete with nothing: the notification is not shown.
    notificationReceivedEvent.complete();
    return;
  }
  notificationReceivedEvent.complete(notification);
});

OneSignal.setNotificationOpenedHandler((openedEvent) => {
  const { action, notification } = openedEvent;
  const button = Platform.OS === 'ios' ? action.actionID : action.actionId;
  console.log('opened:', notification.notificationId, 'type', action.type || 0, 'button', button || 'none');
  return { screen: (notification.additionalData || {}).screen || 'home', button: button || null };
});

OneSignal.sendTags({ plan: 'pro', locale: 'en' });
OneSignal.getDeviceState().then((state) => console.log('subscribed:', state.isSubscribed));
