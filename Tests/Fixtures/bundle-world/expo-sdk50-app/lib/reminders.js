// Reminders scheduled the way Expo SDK 50 apps write them (the SDK 50 docs'
// scheduleNotificationAsync examples): the trigger's shape says what it is, no `type`.
import * as Notifications from 'expo-notifications';

Notifications.setNotificationHandler({
  handleNotification: async () => ({ shouldShowAlert: true, shouldPlaySound: false, shouldSetBadge: false }),
});

export async function scheduleAll() {
  const ids = [];
  ids.push(await Notifications.scheduleNotificationAsync({ content: { title: 'Stretch' }, trigger: { seconds: 60 } }));
  ids.push(await Notifications.scheduleNotificationAsync({ content: { title: 'Water' }, trigger: { seconds: 60 * 20, repeats: true } }));
  ids.push(await Notifications.scheduleNotificationAsync({ content: { title: 'Standup' }, trigger: { hour: 9, minute: 30, repeats: true } }));
  ids.push(await Notifications.scheduleNotificationAsync({ content: { title: 'Review' }, trigger: { weekday: 2, hour: 17, minute: 0, repeats: true } }));
  const at = new Date(Date.now() + 2 * 60 * 60 * 1000);
  ids.push(await Notifications.scheduleNotificationAsync({ content: { title: 'Call back' }, trigger: at }));
  return ids;
}

scheduleAll().then(async () => {
  const scheduled = await Notifications.getAllScheduledNotificationsAsync();
  for (const n of scheduled) console.log(n.content.title, JSON.stringify(n.trigger));
  try {
    await Notifications.scheduleNotificationAsync({ content: { title: 'Bad' }, trigger: { seconds: 5, hour: 3 } });
  } catch (e) {
    console.log('refused:', e.message);
  }
});
