// React Native Firebase Cloud Messaging, written as rnfirebase.io's "Usage" page writes it:
// a background handler registered at the app's entry point, an onMessage listener for
// messages that arrive in the foreground, and the two ways a tapped notification reaches
// the app (onNotificationOpenedApp from the background, getInitialNotification after a
// launch from quit).
import messaging from '@react-native-firebase/messaging';

function openOrder(remoteMessage, how) {
  console.log(`open order ${remoteMessage.data.orderId} (${how})`);
}

messaging().setBackgroundMessageHandler(async (remoteMessage) => {
  console.log('Message handled in the background!', remoteMessage.messageId);
});

messaging().onMessage(async (remoteMessage) => {
  // In the foreground Android shows nothing itself: the app tells the user.
  console.log(`in-app banner: ${remoteMessage.notification.title} — ${remoteMessage.notification.body}`);
});

messaging().onNotificationOpenedApp((remoteMessage) => openOrder(remoteMessage, 'from the background'));

messaging()
  .getInitialNotification()
  .then((remoteMessage) => {
    if (remoteMessage) openOrder(remoteMessage, 'launched the app');
  });
