import { AppState, Linking, NativeModules, Platform } from 'react-native';

const { PushNotificationManager } = NativeModules;

export async function openFromNotification(notification) {
  const url = notification?.data?.url;
  if (!url) return false;
  if (!(await Linking.canOpenURL(url))) return false;
  await Linking.openURL(url);
  return true;
}

export function requestPermissions() {
  return PushNotificationManager.requestPermissions({ alert: true, badge: true, sound: true });
}

export function setBadge(count) {
  if (Platform.OS === 'ios') PushNotificationManager.setApplicationIconBadgeNumber(count);
}

export function badgeCount() {
  return new Promise((resolve) => PushNotificationManager.getApplicationIconBadgeNumber(resolve));
}

export const inForeground = () => AppState.currentState === 'active';

export function watchAppState(onChange) {
  const subscription = AppState.addEventListener('change', onChange);
  return () => subscription.remove();
}
