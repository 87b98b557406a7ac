// Localised notification text and a device id with every tap, from packages whose native
// modules only a phone has.
import notifee, { EventType } from '@notifee/react-native';
import { getLocales, getTimeZone } from 'react-native-localize';
import DeviceInfo from 'react-native-device-info';

const language = getLocales()[0].languageCode;
const titles = { en: 'Reply', fr: 'Répondre' };
console.log(`locales ${getLocales().length}, language ${language}, zone ${getTimeZone()}, version ${DeviceInfo.getVersion()}`);

notifee.setNotificationCategories([{ id: 'chat', actions: [{ id: 'reply', title: titles[language] }] }]);

notifee.onBackgroundEvent(async ({ type, detail }) => {
  if (type === EventType.ACTION_PRESS) console.log(`tap ${detail.pressAction.id} from ${await DeviceInfo.getUniqueId()}`);
});
