// Tests of App.js (react-native-onesignal v5) on a simulated device.
//
//   jshost test            (in this folder)
require('./App.js');
const payload = require('./payload.json');                 // APNs, OneSignal's `custom` + `buttons`
const androidPayload = require('./payload-android.json');  // FCM data: `custom` JSON text + `o`

const IOS_ID = 'a5f1c7e2-0b3d-4e6f-8a9b-1c2d3e4f5a6b';
const ANDROID_ID = 'b6e2d8f3-1c4e-4f70-9bac-2d3e4f5a6b7c';

beforeEach(() => simulate.appState('background'));

describe('iOS', () => {
  test('the buttons come from the payload, in the dynamic category the SDK registers', () => {
    const id = simulate.push(payload);
    expect(id).toBe(IOS_ID);
    simulate.expectEffect({
      kind: 'display',
      category: `__onesignal__dynamic__${IOS_ID}`,
      title: 'Order shipped',
      actions: [
        { id: 'track', title: 'Track', foreground: true },
        { id: 'support', title: 'Contact support', foreground: true },
      ],
    });
  });

  test('a button: click with result.actionId', async () => {
    simulate.push(payload);
    await simulate.tap(IOS_ID, 'track');
    simulate.expectEffect({ kind: 'openApp' });
    simulate.expectEffect({ kind: 'openURL', url: 'shop://orders/1042/tracking' });
    simulate.expectEffect({ kind: 'handler', surface: 'onesignal', result: { tracked: '1042' } });
  });

  test('the notification itself: no actionId', async () => {
    simulate.push(payload);
    await simulate.open(IOS_ID);
    simulate.expectEffect({ kind: 'handler', result: { opened: '1042', actionId: null } });
  });

  test('in the foreground, preventDefault() keeps the notification from being shown', () => {
    simulate.appState('foreground');
    const id = simulate.push({ ...payload, custom: { ...payload.custom, i: 'order-fg' } });
    expect(simulate.effects().map((e) => e.kind)).toEqual(['log', 'handler']);
    simulate.expectEffect({ kind: 'log', message: 'in-app banner: Order shipped' });
    simulate.expectEffect({ kind: 'handler', result: { banner: id } });
    expect(() => simulate.open(id)).toThrow('nothing was displayed for');
  });

  test('in the foreground, display() shows it, after the listener', () => {
    simulate.appState('foreground');
    const id = simulate.push({ aps: { alert: 'Flash sale' }, custom: { i: 'sale-1' } });
    expect(id).toBe('sale-1');
    expect(simulate.effects().map((e) => e.kind)).toEqual(['display', 'handler']);
    simulate.expectEffect({ kind: 'handler', result: { shown: 'sale-1' } });
  });

  test('a push that is not OneSignal\'s is left alone', async () => {
    const id = simulate.push({ aps: { alert: 'Hi' } });
    await simulate.open(id);
    expect(simulate.effects('handler')).toEqual([]);
  });
});

describe('Android', () => {
  test('the SDK shows the data message with its buttons', () => {
    const id = simulate.push(androidPayload, { platform: 'android' });
    expect(id).toBe(ANDROID_ID);
    simulate.expectEffect({
      kind: 'display',
      platform: 'android',
      title: 'Order shipped',
      body: 'Order 1042 is on its way',
      actions: [{ id: 'track' }, { id: 'support' }],
    });
  });

  test('a button: click with result.actionId', async () => {
    simulate.push(androidPayload, { platform: 'android' });
    await simulate.tap(ANDROID_ID, 'Contact support');
    simulate.expectEffect({ kind: 'handler', result: { support: '1042' } });
  });

  test('the notification itself: no actionId on Android', async () => {
    simulate.push(androidPayload, { platform: 'android' });
    await simulate.open(ANDROID_ID);
    simulate.expectEffect({ kind: 'handler', result: { opened: '1042', actionId: null } });
  });
});
