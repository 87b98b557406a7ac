// A Capacitor app's reminders: a daily 9:00 reminder (`on`), a daily check-in every day
// from now (`every`), and a "same time tomorrow, then every day" one (`at` + `repeats`).
import { LocalNotifications } from '@capacitor/local-notifications';

const clock = d => `${d.getDate()} ${d.getHours()}:${String(d.getMinutes()).padStart(2, '0')} offset ${-d.getTimezoneOffset()}`;

LocalNotifications.addListener('localNotificationReceived', async notification => {
  const { notifications } = await LocalNotifications.getPending();
  console.log(`received ${notification.id} ${clock(new Date())} pending ${notifications.map(n => n.id).join(',')}`);
});

console.log(`start ${clock(new Date())}`);
await LocalNotifications.schedule({
  notifications: [
    { id: 1, title: 'Stretch', body: 'Two minutes', schedule: { on: { hour: 9, minute: 0, second: 0 } } },
    { id: 2, title: 'Check in', body: 'How was today?', schedule: { every: 'day' } },
    { id: 3, title: 'Water', body: 'A glass now', schedule: { at: new Date(Date.now() + 24 * 3600 * 1000), repeats: true } },
  ],
});
