// React Native Firebase on iOS presents a message arriving in the foreground as the project's
// firebase.json asks (RNFBMessaging+UNUserNotificationCenter.m willPresentNotification reads
// react-native.messaging_ios_foreground_presentation_options): here ["badge", "sound", "list",
// "banner"], so it is shown, and onMessage gets it too.
import messaging from '@react-native-firebase/messaging';

const received = [];
messaging().onMessage(async (message) => { received.push(message.notification.title); });

const orderShipped = {
  aps: { alert: { title: 'Order shipped', body: 'Track it' }, 'mutable-content': 1 },
  'gcm.message_id': '1700000000000001',
  orderId: '5',
};

test('iOS, foreground: shown as firebase.json asks, and onMessage gets it', async () => {
  simulate.appState('foreground');
  simulate.push(orderShipped, { id: 'fg', platform: 'ios' });
  await simulate.settle();
  simulate.expectEffect({ kind: 'display', notification: 'fg', title: 'Order shipped' });
  expect(received).toEqual(['Order shipped']);
});

test('Android keeps its own rule: a notification message in the foreground is not shown', async () => {
  simulate.appState('foreground');
  simulate.push({ message: { token: 't', notification: { title: 'Order shipped', body: 'x' } } }, { id: 'an', platform: 'android' });
  await simulate.settle();
  expect(simulate.effects('display').filter((d) => d.notification === 'an')).toEqual([]);
});
