// The root component: a daily reminder scheduled on mount, and the screen a tapped
// notification asks for, read with useLastNotificationResponse (Expo's documented way to
// handle a tap from any state, the cold start included).
import { useEffect, useState } from 'react';
import { Text, View } from 'react-native';
import { StatusBar } from 'expo-status-bar';
import * as Notifications from 'expo-notifications';

Notifications.setNotificationHandler({
  handleNotification: async () => ({ shouldShowBanner: true, shouldShowList: true, shouldPlaySound: false, shouldSetBadge: false }),
});

export default function App() {
  const [screen, setScreen] = useState('Home');
  const response = Notifications.useLastNotificationResponse();

  useEffect(() => {
    (async () => {
      await Notifications.cancelAllScheduledNotificationsAsync();
      const id = await Notifications.scheduleNotificationAsync({
        identifier: 'daily-reminder',
        content: { title: 'Time to stretch', body: 'Two minutes, then back to work', data: { screen: 'Stretch' } },
        trigger: { type: Notifications.SchedulableTriggerInputTypes.DAILY, hour: 9, minute: 0 },
      });
      const pending = await Notifications.getAllScheduledNotificationsAsync();
      console.log('scheduled', id, pending.length);
    })();
  }, []);

  useEffect(() => {
    const subscription = Notifications.addNotificationReceivedListener(notification => {
      const now = new Date();
      console.log('received', notification.request.identifier, `${now.getHours()}:${String(now.getMinutes()).padStart(2, '0')}`,
        'UTC offset', -now.getTimezoneOffset());
    });
    return () => subscription.remove();
  }, []);

  useEffect(() => {
    if (response === undefined) return;
    console.log('last response', response ? response.notification.request.identifier : null);
    if (response) setScreen(response.notification.request.content.data.screen);
  }, [response]);

  useEffect(() => { console.log('screen', screen); }, [screen]);

  return (
    <View>
      <StatusBar style="auto" />
      <Text>{screen}</Text>
    </View>
  );
}
