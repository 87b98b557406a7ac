// Libraries whose JavaScript checks nothing before the native call, and whose native
// methods answer nothing: a bad argument throws nothing into the app on a phone, and
// registers or schedules nothing. jshost's own finding is a `warning` effect.
//   @react-native-community/push-notification-ios js/index.js (setNotificationCategories,
//   addNotificationRequest), ios/RCTConvert+Notification.m;
//   react-native-notifications lib/src (Notifications.setCategories, the events registry),
//   lib/src/adapters/NativeEventsReceiver.ts, and React Native's EventEmitter
//   (Libraries/vendor/emitter/EventEmitter.js) for the listeners it hands on as given.
// iOS (the default platform).
import PushNotificationIOS from '@react-native-community/push-notification-ios';
import { Notifications, NotificationAction, NotificationCategory } from 'react-native-notifications';

const warnings = () => simulate.effects('warning').map((w) => w.message);
const actionsOf = (id) => (simulate.expectEffect({ kind: 'display', notification: id }).actions || []).map((a) => a.id);

describe('@react-native-community/push-notification-ios', () => {
  test('a category action without a title: no throw, nothing registered, a warning', async () => {
    expect(() => PushNotificationIOS.setNotificationCategories([
      { id: 'invite', actions: [{ id: 'accept', options: { foreground: true } }] },
    ])).not.toThrow();
    expect(warnings().some((m) => m.includes('setNotificationCategories()[0].actions[0].title'))).toBe(true);
    simulate.appState('background');
    simulate.push({ aps: { alert: { title: 'Party', body: 'Saturday?' }, category: 'invite' } }, { id: 'p1' });
    await simulate.settle();
    expect(actionsOf('p1')).toEqual([]);
  });

  test('a request without an id schedules nothing; a missing request fails in the library\'s own code', () => {
    expect(() => PushNotificationIOS.addNotificationRequest({ title: 'Reminder', body: 'Water the plants' })).not.toThrow();
    expect(warnings().some((m) => m.includes('addNotificationRequest(): the request has no id'))).toBe(true);
    PushNotificationIOS.getPendingNotificationRequests((pending) => expect(pending).toEqual([]));
    expect(() => PushNotificationIOS.addNotificationRequest()).toThrow(TypeError);
  });

  test('an unknown event name is the library\'s invariant', () => {
    expect(() => PushNotificationIOS.addEventListener('tap', () => {}))
      .toThrow('PushNotificationIOS only supports `notification`, `register`, `registrationError`, and `localNotification` events');
  });
});

describe('react-native-notifications', () => {
  test('a listener handed on as given meets React Native\'s EventEmitter check', () => {
    expect(() => Notifications.events().registerRemoteNotificationsRegistered('onToken'))
      .toThrow(new TypeError('EventEmitter.addListener(...): 2nd argument must be a function.'));
    // The library wraps these in its own functions: registering does not fail.
    expect(() => Notifications.events().registerNotificationOpened(undefined)).not.toThrow();
  });

  test('a category built with one object (the docs\' form) sets no identifier: no throw, nothing registered', async () => {
    const reply = new NotificationAction({ identifier: 'REPLY', activationMode: 'foreground', title: 'Reply' });
    expect(() => Notifications.setCategories([new NotificationCategory('MESSAGE', [reply])])).not.toThrow();
    expect(warnings().some((m) => m.includes('nothing registered'))).toBe(true);
    simulate.appState('background');
    simulate.push({ aps: { alert: { title: 'Ana', body: 'Lunch?' }, category: 'MESSAGE' } }, { id: 'w1' });
    await simulate.settle();
    expect(actionsOf('w1')).toEqual([]);
  });
});
