// Android: an FCM notification message arriving while the app is in the foreground is not
// displayed by the OS; React Native Firebase hands it to onMessage only
// (android/…/ReactNativeFirebaseMessagingReceiver.java), and wix's react-native-notifications
// only sends it to its foreground listeners (core/notification/PushNotification.java onReceived).
import messaging from '@react-native-firebase/messaging';
import { Notifications } from 'react-native-notifications';

const log = [];
messaging().onMessage(async (m) => log.push('onMessage ' + m.messageId + ' ' + (m.notification ? m.notification.title : '-')));
messaging().setBackgroundMessageHandler(async (m) => log.push('background ' + m.messageId));
Notifications.events().registerNotificationReceivedForeground((n, complete) => { log.push('wix foreground ' + n.title); complete({ alert: true }); });
Notifications.events().registerNotificationReceivedBackground((n, complete) => { log.push('wix background ' + n.title); complete(); });

const message = { message: { token: 't', notification: { title: 'Order shipped', body: 'Track it' }, data: { orderId: '5' } } };
const displays = () => simulate.effects('display').map((d) => d.notification);

beforeEach(() => { log.length = 0; });

test('foreground: not displayed; onMessage and wix foreground listeners get it with its notification block', async () => {
  simulate.appState('foreground');
  simulate.push(message, { id: 'fg', platform: 'android' });
  await simulate.settle();
  expect(displays()).toEqual([]);
  expect(log).toEqual(['onMessage fg Order shipped', 'wix foreground Order shipped']);
});

test('background: the system displays it; only background listeners run', async () => {
  simulate.appState('background');
  simulate.push(message, { id: 'bg', platform: 'android' });
  await simulate.settle();
  expect(displays()).toEqual(['bg']);
  // (setBackgroundMessageHandler runs for notification messages too on Android.)
  expect(log).toEqual(['background bg', 'wix background Order shipped']);
});

test('wix posts a background data message itself, from its data title and body', async () => {
  simulate.appState('background');
  simulate.push({ message: { token: 't', data: { title: 'Chat', body: 'New message' } } }, { id: 'data', platform: 'android' });
  await simulate.settle();
  const d = simulate.expectEffect({ kind: 'display', notification: 'data' });
  expect([d.title, d.body]).toEqual(['Chat', 'New message']);
  expect(log).toEqual(['background data', 'wix background Chat']);
});

test('iOS keeps presenting foreground notifications (the rule is Android\'s)', async () => {
  simulate.appState('foreground');
  simulate.push({ aps: { alert: { title: 'Hello', body: 'x' } } }, { id: 'ios', platform: 'ios' });
  await simulate.settle();
  expect(displays()).toEqual(['ios']);
});
