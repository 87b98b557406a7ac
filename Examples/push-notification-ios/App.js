// A chat app's notification code with @react-native-community/push-notification-ios,
// written as the package's README writes it: a category with buttons, a
// `notification` listener for pushes that reach the running app, a
// `localNotification` listener for taps (buttons and the notification itself).
import PushNotificationIOS from '@react-native-community/push-notification-ios';
import { Linking } from 'react-native';

export function setNotificationCategories() {
  PushNotificationIOS.setNotificationCategories([
    {
      id: 'message',
      actions: [
        { id: 'reply', title: 'Reply', options: { foreground: false }, textInput: { buttonTitle: 'Send', placeholder: 'Message' } },
        { id: 'mark-read', title: 'Mark as read', options: { foreground: false } },
        { id: 'block', title: 'Block', options: { foreground: true, destructive: true, authenticationRequired: true } },
      ],
    },
  ]);
}

// Pushes that reach the app (in the foreground, or content-available ones).
const onRemoteNotification = (notification) => {
  const { thread } = notification.getData();
  console.log(`message in ${thread}: ${notification.getMessage()}`);
  notification.finish(PushNotificationIOS.FetchResult.NoData);
  return { received: thread };
};

// Every tap: a button (its id) or the notification itself.
const onLocalNotification = (notification) => {
  const isClicked = notification.getData().userInteraction === 1;
  const actionIdentifier = notification.getActionIdentifier();
  const { thread } = notification.getData();
  if (actionIdentifier === 'reply') {
    const userText = notification.getUserText();
    console.log(`reply to ${thread}: ${userText}`);
    return { replied: userText, thread };
  }
  if (actionIdentifier === 'mark-read') {
    return { read: thread };
  }
  if (actionIdentifier === 'block') {
    return { blocked: thread };
  }
  // com.apple.UNNotificationDefaultActionIdentifier: the notification itself was tapped.
  if (isClicked) Linking.openURL(`chat://threads/${thread}`);
  return { opened: thread, actionIdentifier };
};

// A reminder the app schedules itself: a local notification in the same category.
export function remindLater(thread, inMs) {
  PushNotificationIOS.addNotificationRequest({
    id: `reminder-${thread}`,
    title: 'Unread message',
    body: 'You have not answered yet',
    category: 'message',
    userInfo: { thread },
    fireDate: new Date(Date.now() + inMs),
  });
}

setNotificationCategories();
PushNotificationIOS.addEventListener('notification', onRemoteNotification);
PushNotificationIOS.addEventListener('localNotification', onLocalNotification);
