// An Expo app's notification set-up: configuration from EXPO_PUBLIC_* variables, and a
// library that looks at its environment at load (as test helpers do).
import * as Notifications from 'expo-notifications';

const isTest = process.env.JEST_WORKER_ID !== undefined;
const apiUrl = process.env.EXPO_PUBLIC_API_URL;
const channel = process.env.EXPO_PUBLIC_CHANNEL ?? 'general';
console.log(`api ${apiUrl}, channel ${channel}, test ${isTest}, secret ${process.env.SERVER_SECRET}`);

Notifications.setNotificationHandler({
  handleNotification: async () => ({ shouldShowBanner: true, shouldShowList: true, shouldPlaySound: false, shouldSetBadge: false }),
});

Notifications.setNotificationCategoryAsync(`${channel}-message`, [
  { identifier: 'reply', buttonTitle: 'Reply', textInput: { submitButtonTitle: 'Send', placeholder: 'Message' } },
]);

Notifications.addNotificationResponseReceivedListener((response) => {
  console.log(`tapped ${response.actionIdentifier} -> ${apiUrl}/open`);
});
