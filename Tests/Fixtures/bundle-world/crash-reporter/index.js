// As apps with a crash reporter start: the reporter wraps React Native's global handler in
// index.js, before anything else, and chains to the previous one.
import notifee, { EventType } from '@notifee/react-native';

const defaultHandler = ErrorUtils.getGlobalHandler();
ErrorUtils.setGlobalHandler((error, isFatal) => {
  console.log(`[crash] ${isFatal ? 'fatal' : 'non-fatal'}: ${error.message}`);
  if (error.message.startsWith('rethrow')) defaultHandler(error, isFatal);
});

if (__DEV__ && process.env.NODE_ENV === 'development' && global === globalThis) {
  console.log(`dev build, worker ${process.env.JEST_WORKER_ID}, product ${navigator.product}`);
}

notifee.setNotificationCategories([
  { id: 'reply', actions: [{ id: 'open', title: 'Open', foreground: true }] },
]);

notifee.onForegroundEvent(({ type, detail }) => {
  if (type === EventType.PRESS || type === EventType.ACTION_PRESS) {
    // Analytics flushed on the next frame; its bug reaches the crash reporter.
    requestAnimationFrame((frameTime) => {
      console.log(`frame at ${typeof frameTime}`);
      throw new Error(`analytics failed for ${detail.notification?.id}`);
    });
  }
});

setTimeout(() => { throw new Error('rethrow: config missing'); }, 10);
