// The app keeps the last notification and a counter in AsyncStorage, which this checkout
// has not installed (npm install never ran): jshost's in-memory AsyncStorage stands in.
import AsyncStorage, { useAsyncStorage } from '@react-native-async-storage/async-storage';
import notifee, { EventType } from '@notifee/react-native';

const counter = useAsyncStorage('@app/unread');

notifee.setNotificationCategories([{ id: 'inbox', actions: [{ id: 'mark-read', title: 'Mark read' }] }]);

notifee.onBackgroundEvent(async ({ type, detail }) => {
  if (type !== EventType.ACTION_PRESS) return;
  await AsyncStorage.setItem('@app/last', JSON.stringify({ id: detail.notification.id, action: detail.pressAction.id }));
  await AsyncStorage.mergeItem('@app/last', JSON.stringify({ seen: true }));
  const unread = Number((await counter.getItem()) ?? '3') - 1;
  await counter.setItem(String(unread));
  const [[, last], [, count]] = await AsyncStorage.multiGet(['@app/last', '@app/unread']);
  console.log(`stored ${last}, unread ${count}, keys ${(await AsyncStorage.getAllKeys()).join(',')}`);
});
