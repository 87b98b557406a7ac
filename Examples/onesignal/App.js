// A shop app's OneSignal (react-native-onesignal v5) code, written as OneSignal's
// React Native setup guide writes it. The buttons come from the push itself
// (OneSignal's dashboard or REST API): there is no category to register.
import { OneSignal, LogLevel } from 'react-native-onesignal';
import { Linking } from 'react-native';

OneSignal.Debug.setLogLevel(LogLevel.Verbose);
OneSignal.initialize('8f2b3c4d-1111-2222-3333-444455556666');
OneSignal.Notifications.requestPermission(true);

OneSignal.Notifications.addEventListener('click', (event) => {
  const { actionId } = event.result;
  const { orderId } = event.notification.additionalData || {};
  if (actionId === 'track') {
    Linking.openURL(`shop://orders/${orderId}/tracking`);
    return { tracked: orderId };
  }
  if (actionId === 'support') {
    Linking.openURL(`shop://support?order=${orderId}`);
    return { support: orderId };
  }
  // The notification itself: no actionId (OSNotificationClickResult.actionId is null).
  Linking.openURL(`shop://orders/${orderId}`);
  return { opened: orderId, actionId: actionId ?? null };
});

// In the foreground: show order updates as an in-app banner instead of a notification.
// With this listener added, the bridge holds every foreground notification back until
// getNotification().display() is called (preventDefault() keeps it back).
OneSignal.Notifications.addEventListener('foregroundWillDisplay', (event) => {
  const notification = event.getNotification();
  if (notification.additionalData && notification.additionalData.orderId) {
    event.preventDefault();
    console.log(`in-app banner: ${notification.title}`);
    return { banner: notification.notificationId };
  }
  notification.display();
  return { shown: notification.notificationId };
});
