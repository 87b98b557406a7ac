// The app's notification file: imports the rest of the app the way the app does.
import messaging from '@react-native-firebase/messaging';
import notifee, { EventType } from '@notifee/react-native';
import { Platform } from 'react-native';
import { saveLastMessage, lastMessage } from '@/services/storage';
import { track } from '@services/analytics';
import { driverName } from './Driver';
import { linkFor } from 'navigation/linking';
import settings from '~config/settings.json';
import icon from '../assets/bell.png';
import { sharedGreeting } from '@fixture/shared';
import { buildInfo } from 'env-aware';
import { encodeReceipt } from 'base64-upload';
import DeviceInfo from 'react-native-device-info';
import { translate } from 'flow-typed-i18n';

console.log(`driver ${driverName} on ${Platform.OS}; channel ${settings.channel}; icon ${typeof icon} ${icon}`);
console.log(`${sharedGreeting('Ana')}; ${buildInfo}; receipt ${encodeReceipt('ok')}`);
console.log(`api ${process.env.EXPO_PUBLIC_API_URL}`);

notifee.createChannel({ id: settings.channel, name: 'Chat messages' });

messaging().setBackgroundMessageHandler(async (message: { data: Record<string, string> }) => {
  await saveLastMessage(message.data.chatId);
  await notifee.displayNotification({
    id: `chat-${message.data.chatId}`,
    title: message.data.sender,
    body: message.data.text,
    data: { chatId: message.data.chatId },
    android: { channelId: settings.channel, actions: [{ title: 'Open chat', pressAction: { id: 'open-chat' } }] },
  });
});

notifee.onBackgroundEvent(async ({ type, detail }: any) => {
  if (type === EventType.ACTION_PRESS && detail.pressAction.id === 'open-chat') {
    const id = await DeviceInfo.getUniqueId();
    track('chat_opened', { chatId: detail.notification.data.chatId, device: id });
    console.log(`open ${linkFor(detail.notification.data.chatId)} (last ${await lastMessage()}): ${translate('chat_opened')}`);
  }
});
