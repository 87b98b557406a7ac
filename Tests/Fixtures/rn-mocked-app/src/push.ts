// The app's push entry, as the team ships it: it loads off-device only with the Jest
// config's moduleNameMapper (`@analytics/*` → test/__mocks__) and the "jshost" key of
// package.json (react-native-config → test/stubs/config.js, mocks on).
import notifee, { EventType } from '@notifee/react-native';
import Config from 'react-native-config';
import { track } from '@analytics/events';

// Staging builds register a category of their own, which the QA payloads name.
const orderCategory = Config.ENV === 'production' ? 'order-update' : 'order-update-staging';

notifee.setNotificationCategories([
  {
    id: orderCategory,
    actions: [
      { id: 'track', title: 'Track order', foreground: true },
      { id: 'mute', title: 'Mute', destructive: true },
    ],
  },
]);

notifee.onBackgroundEvent(async ({ type, detail }) => {
  if (type === EventType.ACTION_PRESS) track('order_action', { action: detail.pressAction?.id });
});
