// A chat app that shows every message with Notifee: the background handler displays the
// message on the app's own channel, also when the app is in the background or quit. The
// server sends FCM messages with a `notification` block (payload.json), which the OS
// already shows in those states: each message is shown twice.
import { AppRegistry } from 'react-native';
import messaging from '@react-native-firebase/messaging';
import notifee, { AndroidImportance } from '@notifee/react-native';
import App from './App';

messaging().setBackgroundMessageHandler(async (message) => {
  const channelId = await notifee.createChannel({ id: 'chat', name: 'Chat', importance: AndroidImportance.HIGH });
  await notifee.displayNotification({
    id: `chat-${message.data.thread}`,
    title: message.notification?.title ?? message.data.title,
    body: message.notification?.body ?? message.data.body,
    data: message.data,
    android: { channelId, pressAction: { id: 'default' } },
  });
});

AppRegistry.registerComponent('Chat', () => App);
