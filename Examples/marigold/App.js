/*
 * Push set-up of a React Native app using the Marigold (Sailthru Mobile) SDK,
 * react-native-marigold. Notifications use the SDK's default button categories
 * (st_cat_yes_no, st_cat_accept_decline, ...); the listener records the answer
 * and follows up on the positive ones.
 */
import { Marigold, EngageBySailthru } from 'react-native-marigold';
// react-native-marigold has no action-tapped listener in JS (the native SDKs handle the
// buttons); jshost's own listener stands in for the Android SDK's NotificationActionTappedListener.
import { addNotificationActionTappedListener } from 'jshost/marigold';
import { Alert, Linking, Platform } from 'react-native';

const POSITIVE = new Set(['Yes', 'Accept', 'Learn More', 'Next Step', 'View', 'Shop Now', 'Add', 'Watch', 'Subscribe', 'Share', 'Continue']);

export function setUpPush() {
  // iOS asks for permission and registers; on Android the SDK registers with FCM itself,
  // and the app re-reads the notification settings the user may have changed.
  if (Platform.OS === 'ios') {
    Marigold.registerForPushNotifications();
  } else {
    Marigold.syncNotificationSettings();
  }

  // (payload, title, category, actionState): the JS form of the Android SDK's
  // NotificationActionTappedListener; actionState is 'foreground' when the tap
  // opened the app and 'background' when it did not.
  return addNotificationActionTappedListener((payload, title, category, actionState) => {
    const answer = POSITIVE.has(title) ? 'positive' : 'negative';
    EngageBySailthru.logEvent('push_button_tapped', { category, title, answer });
    if (answer === 'positive' && actionState === 'foreground') {
      Alert.alert('Thanks!', `You chose "${title}".`);
    }
    return { category, title, answer, actionState };
  });
}

// Deep links (the notification's `_u`, a positive button's `st_action_deeplink`) are opened
// by the native SDK and reach the app as any link does: through Linking.
export const opened = [];
export function handleDeepLinks(navigate) {
  Linking.getInitialURL().then((url) => { if (url) navigate(url); });
  return Linking.addEventListener('url', ({ url }) => navigate(url));
}

setUpPush();
handleDeepLinks((url) => opened.push(url));
