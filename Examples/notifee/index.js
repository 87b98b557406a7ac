// The canonical React Native flow (React Native Firebase's docs send apps to Notifee for
// action buttons): the server sends an FCM data-only message, Firebase hands it to the
// background message handler, which displays a Notifee notification with its own actions;
// a press on an action reaches Notifee's background event handler.
import { AppRegistry } from 'react-native';
import messaging from '@react-native-firebase/messaging';
import notifee, { EventType, AndroidImportance } from '@notifee/react-native';

async function onMessageReceived(message) {
  const { chatId, sender, text } = message.data;
  const channelId = await notifee.createChannel({ id: 'chat', name: 'Chat messages', importance: AndroidImportance.HIGH });
  await notifee.displayNotification({
    id: `chat-${chatId}`,
    title: sender,
    body: text,
    data: { chatId },
    android: {
      channelId,
      pressAction: { id: 'default' },
      actions: [
        { title: 'Mark as read', pressAction: { id: 'mark-as-read' } },
        { title: 'Reply', pressAction: { id: 'reply' }, input: { placeholder: 'Write a reply…' } },
      ],
    },
    ios: { categoryId: 'chat' },
  });
}

messaging().onMessage(onMessageReceived);
messaging().setBackgroundMessageHandler(onMessageReceived);

// iOS shows the buttons of a registered category.
notifee.setNotificationCategories([
  {
    id: 'chat',
    actions: [
      { id: 'mark-as-read', title: 'Mark as read' },
      { id: 'reply', title: 'Reply', input: { placeholderText: 'Write a reply…', buttonText: 'Send' } },
    ],
  },
]);

notifee.onBackgroundEvent(async ({ type, detail }) => {
  const { notification, pressAction, input } = detail;
  if (type === EventType.ACTION_PRESS && pressAction.id === 'mark-as-read') {
    console.log(`chat ${notification.data.chatId} marked as read`);
    await notifee.cancelNotification(notification.id);
  }
  if (type === EventType.ACTION_PRESS && pressAction.id === 'reply') {
    console.log(`reply to chat ${notification.data.chatId}: ${input}`);
    await notifee.cancelNotification(notification.id);
  }
});

function App() {
  return null;
}
AppRegistry.registerComponent('app', () => App);
