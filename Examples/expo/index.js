// An Expo app's notification code, as the expo-notifications docs write it: a category with
// a text-input reply and a destructive button, a handler that shows notifications while the
// app is in the foreground, and a response listener that tells the buttons apart.
import * as Notifications from 'expo-notifications';
import { Linking } from 'react-native';

Notifications.setNotificationHandler({
  handleNotification: async () => ({ shouldShowAlert: true, shouldPlaySound: false, shouldSetBadge: false }),
});

Notifications.setNotificationCategoryAsync('message', [
  { identifier: 'reply', buttonTitle: 'Reply', textInput: { submitButtonTitle: 'Send', placeholder: 'Type a reply…' },
    options: { opensAppToForeground: false } },
  { identifier: 'delete', buttonTitle: 'Delete', options: { isDestructive: true, opensAppToForeground: false } },
]);

Notifications.addNotificationResponseReceivedListener((response) => {
  const { data } = response.notification.request.content;
  if (response.actionIdentifier === Notifications.DEFAULT_ACTION_IDENTIFIER) {
    Linking.openURL(`myapp://threads/${data.threadId}`);
  } else if (response.actionIdentifier === 'reply') {
    console.log(`reply to ${data.threadId}: ${response.userText}`);
  } else if (response.actionIdentifier === 'delete') {
    console.log(`delete ${data.threadId}`);
    return Notifications.dismissNotificationAsync(response.notification.request.identifier);
  }
});

// A reminder the app schedules itself, an hour from now on the device's clock.
export function remindLater(threadId) {
  return Notifications.scheduleNotificationAsync({
    content: { title: 'Still there?', body: 'You have an unanswered message', data: { threadId }, categoryIdentifier: 'message' },
    trigger: { type: Notifications.SchedulableTriggerInputTypes.TIME_INTERVAL, seconds: 3600 },
  });
}
