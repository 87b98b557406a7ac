const notifee = require('@notifee/react-native').default;

async function updateBadgeCount({ count = 0 }) {
  if (count >= 0) await notifee.setBadgeCount(count);
}

async function showConversation(conversation) {
  return notifee.displayNotification({
    id: `conversation-${conversation.id}`,
    title: conversation.contact,
    body: conversation.lastMessage,
    android: { channelId: 'default', importance: notifee.AndroidImportance.HIGH },
  });
}

module.exports = { updateBadgeCount, showConversation };
