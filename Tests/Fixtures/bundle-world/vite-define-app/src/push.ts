// An Ionic React app (Capacitor, built with Vite): what vite.config's `define` gives.
import { PushNotifications } from '@capacitor/push-notifications';

declare const __APP_VERSION__: string;
declare const __NPM_VERSION__: string;
declare const __PUSH_TOPIC__: string;
declare const __SENTRY_ENABLED__: boolean;
declare const __BUILD_TIME__: string;

console.log(`version ${__APP_VERSION__}, topic ${__PUSH_TOPIC__}, sentry ${__SENTRY_ENABLED__}, channel ${import.meta.env.VITE_CHANNEL}, api ${process.env.API_BASE}`);
console.log(`built ${typeof __BUILD_TIME__}, npm ${__NPM_VERSION__}`);

PushNotifications.addListener('pushNotificationReceived', (notification) => {
  console.log(`[${__PUSH_TOPIC__}] ${notification.title} -> ${process.env.API_BASE}/orders/${notification.data.orderId}`);
});
PushNotifications.register();
