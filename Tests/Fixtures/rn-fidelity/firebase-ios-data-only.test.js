// iOS: setBackgroundMessageHandler runs only for a message iOS wakes the app for, one with
// `content-available` (packages/messaging/ios/RNFBMessaging/RNFBMessaging+AppDelegate.m sends
// messaging_message_received_background from
// application:didReceiveRemoteNotification:fetchCompletionHandler:, which iOS calls in the
// background only for those). A data-only message without the flag is low priority and is
// dropped (docs/messaging/usage/index.mdx, "Data-only messages"); in the foreground onMessage
// gets it either way. Android delivers a data message to the background handler.
import messaging from '@react-native-firebase/messaging';

const received = [];
messaging().setBackgroundMessageHandler(async (remoteMessage) => {
  received.push(`background ${remoteMessage.messageId} ${remoteMessage.data.orderId}`);
});
messaging().onMessage(async (remoteMessage) => {
  received.push(`onMessage ${remoteMessage.messageId}`);
});

const dataOnly = { message: { token: 'fcm-token', data: { orderId: '17' } } };
const wakesTheApp = {
  message: {
    token: 'fcm-token',
    data: { orderId: '18' },
    apns: {
      headers: { 'apns-push-type': 'background', 'apns-priority': '5' },
      payload: { aps: { 'content-available': 1 } },
    },
  },
};

beforeEach(() => { received.length = 0; });

test('iOS, background: a data-only message without content-available runs no handler', async () => {
  simulate.appState('background');
  simulate.push(dataOnly, { id: 'plain', platform: 'ios' });
  await simulate.settle();
  expect(received).toEqual([]);
  expect(simulate.effects({ kind: 'handler', notification: 'plain' })).toEqual([]);
  expect(simulate.effects({ kind: 'display', notification: 'plain' })).toEqual([]);
});

test('iOS, quit: nothing either', async () => {
  simulate.appState('terminated');
  simulate.push(dataOnly, { id: 'quit', platform: 'ios' });
  await simulate.settle();
  expect(received).toEqual([]);
});

test('iOS, background: with content-available the handler gets it', async () => {
  simulate.appState('background');
  simulate.push(wakesTheApp, { id: 'woken', platform: 'ios' });
  await simulate.settle();
  expect(received).toEqual(['background woken 18']);
  simulate.expectEffect({ kind: 'handler', surface: 'firebase', notification: 'woken' });
});

test('iOS, foreground: onMessage gets the data-only message', async () => {
  simulate.appState('foreground');
  simulate.push(dataOnly, { id: 'fg', platform: 'ios' });
  await simulate.settle();
  expect(received).toEqual(['onMessage fg']);
});

test('Android, background: the data message reaches the handler', async () => {
  simulate.appState('background');
  simulate.push(dataOnly, { id: 'droid', platform: 'android' });
  await simulate.settle();
  expect(received).toEqual(['background droid 17']);
});
