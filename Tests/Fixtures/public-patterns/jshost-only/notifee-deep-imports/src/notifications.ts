// Order updates arrive as data-only FCM messages; Notifee shows them. The enums are imported
// from Notifee's own type files, as the app's editor auto-import wrote them.
import notifee, { AndroidImportance as RootImportance } from '@notifee/react-native';
import { AndroidImportance, AndroidStyle } from '@notifee/react-native/dist/types/NotificationAndroid';
import { EventType } from '@notifee/react-native/src/types/Notification';
import type { Event } from '@notifee/react-native/dist/types/Notification';
import { getMessaging, setBackgroundMessageHandler } from '@react-native-firebase/messaging/lib/modular';
import type { FirebaseMessagingTypes } from '@react-native-firebase/messaging/lib';

export const ORDER_CHANNEL = 'orders';

export async function showOrderUpdate(message: FirebaseMessagingTypes.RemoteMessage): Promise<string> {
  const data = message.data ?? {};
  await notifee.createChannel({ id: ORDER_CHANNEL, name: 'Order updates', importance: AndroidImportance.HIGH });
  const android = {
    channelId: ORDER_CHANNEL,
    importance: AndroidImportance.HIGH,
    style: { type: AndroidStyle.BIGTEXT, text: String(data.eta ?? '') },
    pressAction: { id: 'default' },
    actions: [{ title: 'Track', pressAction: { id: 'track', launchActivity: 'default' } }],
  };
  console.log(`importance ${android.importance} style ${android.style.type}, same as the root: ${AndroidImportance === RootImportance}`);
  return notifee.displayNotification({
    id: `order-${data.orderId}`,
    title: String(data.status ?? 'Order update'),
    body: String(data.eta ?? ''),
    data: { orderId: String(data.orderId ?? '') },
    android,
  });
}

export function describeEvent({ type, detail }: Event): string | null {
  if (type === EventType.ACTION_PRESS && detail.pressAction?.id === 'track') return `track order ${detail.notification?.data?.orderId}`;
  if (type === EventType.PRESS) return `open order ${detail.notification?.data?.orderId}`;
  return null;
}

setBackgroundMessageHandler(getMessaging(), showOrderUpdate);
notifee.onBackgroundEvent(async (event) => {
  const line = describeEvent(event);
  if (line) console.log(line);
});
