// A React Native app's daily 9:00 reminder with PushNotificationIOS: a request from
// tomorrow 9:00 that repeats on its hour and minute.
import PushNotificationIOS from '@react-native-community/push-notification-ios';

const fireDate = new Date();
fireDate.setHours(9, 0, 0, 0);
fireDate.setDate(fireDate.getDate() + 1);
PushNotificationIOS.addNotificationRequest({
  id: 'stretch', title: 'Time to stretch', body: 'Two minutes', fireDate,
  repeats: true, repeatsComponent: { hour: true, minute: true },
});
// A day and a half later the request is still pending.
setTimeout(() => {
  PushNotificationIOS.getPendingNotificationRequests(requests => console.log('pending', requests.map(r => r.id).join(',')));
}, 36 * 3600 * 1000);
