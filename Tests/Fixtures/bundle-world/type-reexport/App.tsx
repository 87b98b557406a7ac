import notifee from '@notifee/react-native';
import { NotificationProps, CHANNELS, channelName } from './src';
import { describe } from './src/cycle-a';
import legacy, { category } from './src/legacy';

const sample: NotificationProps = { id: 'n1', title: 'x' };
console.log(`props ${typeof NotificationProps}, channels ${Object.keys(CHANNELS).join(',')}, name ${channelName('orders')}, cycle ${describe(sample.id)}, legacy ${legacy.category}/${category}`);

notifee.setNotificationCategories([
  { id: legacy.category, actions: [{ id: 'track', title: `Track (${channelName('orders')})`, foreground: true }] },
]);
