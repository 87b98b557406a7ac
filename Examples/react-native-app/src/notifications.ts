// The app's notification file, as it sits in the app: it imports the app's own services
// through the `@/` alias (tsconfig paths), and they import packages from node_modules —
// storage (AsyncStorage), analytics (Firebase Analytics) and navigation (React Navigation).
import messaging from '@react-native-firebase/messaging';
import notifee, { EventType, AndroidImportance } from '@notifee/react-native';
import { rememberOrder, lastOrder } from '@/services/orders';
import { logEvent } from '@/services/analytics';
import { navigationRef, openOrder } from '@/navigation';

messaging().setBackgroundMessageHandler(async (message) => {
  const { orderId, status } = message.data as { orderId: string; status: string };
  await rememberOrder(orderId);
  const channelId = await notifee.createChannel({ id: 'orders', name: 'Orders', importance: AndroidImportance.HIGH });
  await notifee.displayNotification({
    id: `order-${orderId}`,
    title: `Order ${orderId}`,
    body: `Your order is ${status}`,
    data: { orderId },
    android: { channelId, actions: [{ title: 'Track', pressAction: { id: 'track' } }] },
    ios: { categoryId: 'order' },
  });
});

notifee.setNotificationCategories([{ id: 'order', actions: [{ id: 'track', title: 'Track', foreground: true }] }]);

notifee.onBackgroundEvent(async ({ type, detail }) => {
  if (type !== EventType.ACTION_PRESS || detail.pressAction?.id !== 'track') return;
  const orderId = String(detail.notification?.data?.orderId ?? (await lastOrder()));
  await logEvent('track_order', { orderId });
  openOrder(orderId);
  console.log(`navigation ready: ${navigationRef.isReady()}`);
});
