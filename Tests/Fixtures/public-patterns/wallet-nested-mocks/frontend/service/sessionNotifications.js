const notifee = require('@notifee/react-native').default;
const { EventType } = require('@notifee/react-native');
const EncryptedStorage = require('react-native-encrypted-storage');

const titles = { en: 'Connection request', es: 'Solicitud de conexión' };

async function notifySessionProposal(id) {
  const settings = JSON.parse((await EncryptedStorage.getItem('settings')) || '{}');
  return notifee.displayNotification({
    id,
    title: titles[settings.language] || titles.en,
    android: { channelId: 'default', pressAction: { id: 'default' } },
  });
}

async function handleBackgroundEvent({ type, detail }) {
  if (type === EventType.ACTION_PRESS) {
    await notifee.cancelNotification(detail.notification.id);
  }
}

module.exports = { notifySessionProposal, handleBackgroundEvent };
