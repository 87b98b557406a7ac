// A Notifee app's daily 9:00 reminder: a timestamp trigger at the next 9:00, repeating daily.
import notifee, { TriggerType, RepeatFrequency, EventType } from '@notifee/react-native';

const clock = d => `${d.getDate()} ${d.getHours()}:${String(d.getMinutes()).padStart(2, '0')} offset ${-d.getTimezoneOffset()}`;

notifee.onForegroundEvent(async ({ type, detail }) => {
  if (type !== EventType.DELIVERED) return;
  const pending = await notifee.getTriggerNotificationIds();
  console.log(`delivered ${detail.notification.id} ${clock(new Date())} pending ${pending.join(',')}`);
});

await notifee.createChannel({ id: 'reminders', name: 'Reminders' });
const first = new Date();
first.setHours(9, 0, 0, 0);
if (first.getTime() <= Date.now()) first.setDate(first.getDate() + 1);
await notifee.createTriggerNotification(
  { id: 'stretch', title: 'Time to stretch', android: { channelId: 'reminders' } },
  { type: TriggerType.TIMESTAMP, timestamp: first.getTime(), repeatFrequency: RepeatFrequency.DAILY },
);
