// Badge and tray helpers of the chat screen: failures are logged, never thrown at the UI.
const Notifications = require('expo-notifications');

async function setBadgeCount(count) {
  try {
    await Notifications.setBadgeCountAsync(count);
  } catch (error) {
    // the badge is cosmetic
  }
}

async function clearAllNotifications() {
  try {
    await Notifications.dismissAllNotificationsAsync();
    await Notifications.setBadgeCountAsync(0);
  } catch (error) {
    // nothing to clear
  }
}

async function scheduleReminder(title) {
  if (!title) throw new Error('a reminder needs a title');
  return Notifications.scheduleNotificationAsync({ content: { title }, trigger: null });
}

function lastError(message) {
  return new Error(message);
}

module.exports = { setBadgeCount, clearAllNotifications, scheduleReminder, lastError };
