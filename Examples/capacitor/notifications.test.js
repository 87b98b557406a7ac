// Tests of src/notifications.js on a simulated device.
//
//   jshost test            (in this folder)
//
// The app module registers its listeners, the ORDER_UPDATE action type and the push
// registration when it is imported, as the app does at start-up.
import { LocalNotifications } from '@capacitor/local-notifications';
import { REMINDER_ID } from './src/notifications.js';

const payload = {
  aps: { alert: { title: 'Order A-17 is on its way', body: 'Your courier is 12 minutes away' }, category: 'ORDER_UPDATE' },
  orderId: 'A-17',
};

beforeEach(() => simulate.appState('background'));

test('a push of category ORDER_UPDATE shows the action type registered through LocalNotifications', () => {
  simulate.push(payload);
  simulate.expectEffect({ kind: 'display', category: 'ORDER_UPDATE', actions: [{ id: 'track' }, { id: 'reply' }, { id: 'snooze' }] });
});

test('Track opens the app and routes to the order', async () => {
  const id = simulate.push(payload);
  await simulate.tap(id, 'track');
  simulate.expectEffect({ kind: 'openApp' });
  simulate.expectEffect({ kind: 'handler', surface: 'capacitor', result: { route: '/orders/A-17' } });
});

test('a body tap is actionId "tap"', async () => {
  const id = simulate.push(payload);
  await simulate.open(id);
  simulate.expectEffect({ kind: 'handler', surface: 'capacitor', result: { route: '/orders/A-17' } });
});

test('Remind me schedules local notification 7 in ten minutes, whose Reply carries the text', async () => {
  const id = simulate.push(payload);
  await simulate.tap(id, 'snooze');
  const pending = await LocalNotifications.getPending();
  expect(pending.notifications.map((n) => n.id)).toContain(REMINDER_ID);
  simulate.advance(10 * 60 * 1000);
  simulate.expectEffect({ kind: 'display', notification: '7', category: 'ORDER_UPDATE', title: 'Your order is close' });
  await simulate.tap('7', 'reply', { text: 'Leave it at the door' });
  simulate.expectEffect({ kind: 'handler', surface: 'capacitor', result: { orderId: 'A-17', message: 'Leave it at the door' } });
});
