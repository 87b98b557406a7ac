import AsyncStorage from '@react-native-async-storage/async-storage';
import { track } from '@analytics/events';
import badge from './assets/badge.png';
import { reportFailure } from './services/monitoring';

async function onNotificationOpened(id: string): Promise<void> {
  await AsyncStorage.setItem('lastNotification', id);
  track('notification_opened', { id, badge });
  const stored = await AsyncStorage.getItem('lastNotification');
  if (stored !== 'n-7') reportFailure(new Error(`stored ${stored}`));
  reportFailure(new Error('push token expired'));
}

onNotificationOpened('n-7');
