// The argument checks the libraries make in their own JavaScript, before any native call, with
// their messages: React Native Firebase (packages/messaging/lib/index.js,
// lib/remoteMessageOptions.js) and react-native-onesignal (src/index.ts, src/helpers.ts).
// iOS (the default platform).
import messaging from '@react-native-firebase/messaging';
import { OneSignal } from 'react-native-onesignal';

describe('@react-native-firebase/messaging', () => {
  test('topics', async () => {
    expect(() => messaging().subscribeToTopic('news/uk')).toThrow('firebase.messaging().subscribeToTopic(*) \'topic\' must not include "/".');
    expect(() => messaging().unsubscribeFromTopic(7)).toThrow("firebase.messaging().unsubscribeFromTopic(*) 'topic' expected a string value.");
    await expect(messaging().subscribeToTopic('news')).resolves.toBeUndefined();
  });

  test('permissions and tokens', () => {
    expect(() => messaging().requestPermission({ alerts: true })).toThrow('firebase.messaging().requestPermission(*) unexpected key "alerts" provided to permissions object.');
    expect(() => messaging().requestPermission({ sound: 'yes' })).toThrow('firebase.messaging().requestPermission(*) the permission "sound" expected a boolean value.');
    expect(() => messaging().getToken({ senderId: 123 })).toThrow("firebase.messaging().getToken(*) 'senderId' expected a string.");
    expect(() => messaging().setAPNSToken('abc', 'production')).toThrow("firebase.messaging().setAPNSToken(*) 'type' expected one of 'prod', 'sandbox', or 'unknown'.");
    expect(() => messaging().setAutoInitEnabled('true')).toThrow("firebase.messaging().setAutoInitEnabled(*) 'enabled' expected a boolean value.");
  });

  test('listeners and upstream messages', () => {
    expect(() => messaging().onMessage(null)).toThrow("firebase.messaging().onMessage(*) 'listener' expected a function.");
    expect(() => messaging().setBackgroundMessageHandler({})).toThrow("firebase.messaging().setBackgroundMessageHandler(*) 'handler' expected a function.");
    expect(() => messaging().sendMessage({ data: { a: '1' } })).toThrow('firebase.messaging().sendMessage() is only supported on Android devices.');
  });
});

describe('react-native-onesignal', () => {
  test('a listener must be a function (invariant)', () => {
    let error;
    try { OneSignal.Notifications.addEventListener('click', 'onClick'); } catch (e) { error = e; }
    expect(error.name).toBe('Invariant Violation');
    expect(error.message).toBe('Must provide a valid callback');
  });

  test('addTag and trackEvent log their errors and send nothing', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    OneSignal.User.addTag('tier', null);
    OneSignal.User.addTag('empty', '');
    OneSignal.User.trackEvent('purchase', ['not', 'an', 'object']);
    expect(errors.mock.calls.map((c) => c[0])).toEqual([
      'OneSignal: addTag: must include a key and a value',
      'Properties must be a JSON-serializable object',
    ]);
    expect(await OneSignal.User.getTags()).toEqual({ empty: '' });
    errors.mockRestore();
  });

  test('addTrigger logs a missing value and still sets it (no return in src/index.ts)', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    OneSignal.InAppMessages.addTrigger('level', undefined);
    expect(errors).toHaveBeenCalledWith('OneSignal: addTrigger: must include a key and a value');
    errors.mockRestore();
  });

  test('the deprecated synchronous getters warn', () => {
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
    OneSignal.User.pushSubscription.getPushSubscriptionId();
    OneSignal.User.pushSubscription.getOptedIn();
    expect(warnings.mock.calls.map((c) => c[0])).toEqual([
      'OneSignal: This method has been deprecated. Use getIdAsync instead for getting push subscription id.',
      'OneSignal: This method has been deprecated. Use getOptedInAsync instead for getting push subscription opted in status.',
    ]);
    warnings.mockRestore();
  });
});
