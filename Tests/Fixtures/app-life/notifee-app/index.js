// A chat app's entry: a data-only FCM message is shown with Notifee from the background
// message handler, and Notifee's background events are handled here at the top level, as
// Notifee's docs ask ("the onBackgroundEvent handler must be registered before the app
// registers its root component").
import { AppRegistry } from 'react-native';
import messaging from '@react-native-firebase/messaging';
import notifee, { AndroidImportance, EventType } from '@notifee/react-native';
import App from './App';

messaging().setBackgroundMessageHandler(async message => {
  const channelId = await notifee.createChannel({ id: 'chat', name: 'Chat', importance: AndroidImportance.HIGH });
  await notifee.displayNotification({
    id: `chat-${message.data.chatId}`,
    title: message.data.sender,
    body: message.data.text,
    data: { chatId: message.data.chatId },
    android: { channelId, pressAction: { id: 'default', launchActivity: 'default' } },
  });
});

notifee.onBackgroundEvent(async ({ type, detail }) => {
  console.log('background event', EventType[type], detail.notification.id);
});

AppRegistry.registerComponent('ChatApp', () => App);
