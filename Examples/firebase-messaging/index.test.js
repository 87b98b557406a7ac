// Tests of index.js on a simulated device (jshost test in this folder): which handler a
// notification message reaches in each app state, as React Native Firebase's docs table it.
import './index.js';
import payload from './payload.json';

test('in the foreground on Android only onMessage runs: nothing is displayed', async () => {
  simulate.appState('foreground');
  simulate.push(payload, { platform: 'android' });
  await simulate.settle();
  expect(simulate.effects({ kind: 'display' })).toEqual([]);
  simulate.expectEffect({ kind: 'log', message: 'in-app banner: Order shipped — Order 1042 arrives on Friday' });
});

test('a tap from the background reaches onNotificationOpenedApp', async () => {
  simulate.appState('background');
  simulate.push(payload, { id: 'order-1042', platform: 'android' });
  await simulate.settle();
  simulate.expectEffect({ kind: 'log', message: 'Message handled in the background! order-1042' });
  await simulate.open('order-1042');
  simulate.expectEffect({ kind: 'log', message: 'open order 1042 (from the background)' });
});
