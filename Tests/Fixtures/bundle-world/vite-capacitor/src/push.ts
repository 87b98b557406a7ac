// A Capacitor app built with Vite: its configuration comes from import.meta.env.
import { PushNotifications } from '@capacitor/push-notifications';
import { LocalNotifications } from '@capacitor/local-notifications';

const api: string = import.meta.env.VITE_API_URL;
console.log(`mode ${import.meta.env.MODE}, dev ${import.meta.env.DEV}, base ${import.meta.env.BASE_URL}, topic ${import.meta.env.VITE_TOPIC}, secret ${import.meta.env.DB_PASSWORD}`);

export async function setUpPush(): Promise<void> {
  await PushNotifications.register();
  await LocalNotifications.registerActionTypes({
    types: [{ id: import.meta.env.VITE_TOPIC, actions: [{ id: 'read', title: 'Read' }] }],
  });
  PushNotifications.addListener('pushNotificationActionPerformed', (action) => {
    console.log(`open ${api}/articles/${action.notification.data.articleId} (${action.actionId})`);
  });
}

setUpPush();
