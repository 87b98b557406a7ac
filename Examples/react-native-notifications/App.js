// A forum app's notification code with react-native-notifications (wix), written as the
// library's example app and docs write it: a category with an upvote and a reply
// button, the foreground / background / opened events, a local notification.
import {
  Notifications,
  NotificationAction,
  NotificationCategory,
  NotificationBackgroundFetchResult,
} from 'react-native-notifications';

const upvoteAction = new NotificationAction('UPVOTE_ACTION', 'background', String.fromCodePoint(0x1f44d), false);
const replyAction = new NotificationAction('REPLY_ACTION', 'background', 'Reply', true, {
  buttonTitle: 'Reply now',
  placeholder: 'Insert message',
});
Notifications.setCategories([new NotificationCategory('SOME_CATEGORY', [upvoteAction, replyAction])]);

Notifications.registerRemoteNotifications();
Notifications.events().registerRemoteNotificationsRegistered((event) => {
  console.log(`registered, token of ${event.deviceToken.length} characters`);
});

Notifications.events().registerNotificationReceivedForeground((notification, completion) => {
  console.log(`foreground: ${notification.title}`);
  // Calling completion on iOS with `alert: true` presents the notification in the app.
  completion({ alert: true, sound: false, badge: false });
  return { foreground: notification.payload.post };
});

Notifications.events().registerNotificationReceivedBackground((notification, completion) => {
  completion(NotificationBackgroundFetchResult.NEW_DATA);
  return { background: notification.payload.post };
});

Notifications.events().registerNotificationOpened((notification, completion, action) => {
  completion();
  const post = notification.payload.post || (notification.payload.userInfo || {}).post;
  if (action && action.identifier === 'REPLY_ACTION') return { post, reply: action.text };
  if (action && action.identifier === 'UPVOTE_ACTION') return { post, upvoted: true };
  return { post, opened: action ? action.identifier : 'tap' };
});

export function remindToReply(post) {
  return Notifications.postLocalNotification({
    title: 'Still thinking?',
    body: 'Your draft reply is waiting',
    category: 'SOME_CATEGORY',
    userInfo: { post },
    fireDate: new Date(Date.now() + 30 * 60 * 1000),
  });
}
