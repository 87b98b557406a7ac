// Tests of index.js (Acoustic Campaign, Cordova MCEPlugin) on a simulated device.
//
//   jshost test            (in this folder)
//
// Loading index.js at the top level is like starting the app: `deviceready` fires
// once the test file has loaded, which registers the "order-shipped" category and
// the not-yet-registered callback, and starts the 2-second setTimeout after which
// the custom action callbacks (customUrl, sendEmail) register.
//
// Tests in a file share one device and one virtual clock, and run in order: the
// first describe below runs while that timer is still pending (virtual time 0),
// and its test moves the clock past it. Every later test sees the callbacks
// registered (the beforeAll of the second describe makes sure of it).
require('./index.js');
const payload = require('./payload.json');

// The simulated app state carries over from one test to the next: start each test
// with the app in the background, so that "opens the app" is seen every time.
beforeEach(() => simulate.appState('background'));

const sale = {
  aps: { alert: { title: 'Spring sale', body: '20% off everything until Sunday' } },
  'notification-action': { type: 'customUrl', value: 'https://shop.example.com/sale' },
};
const invoice = {
  aps: { alert: { title: 'Invoice 5521', body: 'Tap to get it by e-mail' } },
  'notification-action': {
    type: 'sendEmail',
    value: { recipient: 'me@example.com', subject: 'Invoice 5521', body: 'Your invoice is attached.' },
  },
};

describe('during the first two seconds (custom actions not registered yet)', () => {
  test('actions are queued, then replayed in order, once, when the callbacks register', async () => {
    await simulate.open(simulate.push(sale, { id: 'sale' }));
    await simulate.open(simulate.push(invoice, { id: 'invoice' }));

    expect(simulate.effects('missed')).toEqual([
      expect.objectContaining({ notification: 'sale', type: 'customUrl', reason: 'notRegistered', queued: true }),
      expect.objectContaining({ notification: 'invoice', type: 'sendEmail', reason: 'notRegistered', queued: true }),
    ]);
    simulate.expectEffect({
      kind: 'log',
      notification: 'sale',
      message: 'Action "customUrl" arrived before its callback was registered; it is queued',
    });
    expect(simulate.effects('openURL')).toEqual([]);
    expect(simulate.effects('email')).toEqual([]);

    // Just before the setTimeout fires: still nothing.
    await simulate.advance(1999);
    expect(simulate.effects('handler')).toEqual([]);

    // 2 s after start-up the callbacks register and get the queued actions.
    simulate.clearEffects();
    await simulate.advance(1);
    expect(simulate.effects().map((e) => [e.kind, e.notification])).toEqual([
      ['openURL', 'sale'],
      ['handler', 'sale'],
      ['email', 'invoice'],
      ['handler', 'invoice'],
      ['log', undefined],
    ]);
    simulate.expectEffect({ kind: 'openURL', url: 'https://shop.example.com/sale' });
    simulate.expectEffect({
      kind: 'email',
      to: ['me@example.com'],
      subject: 'Invoice 5521',
      body: 'Your invoice is attached.',
      html: false,
    });
    simulate.expectEffect({ kind: 'log', message: 'E-mail composer closed' });

    // Replayed once only.
    simulate.clearEffects();
    await simulate.advance(10000);
    expect(simulate.effects()).toEqual([]);
  });
});

describe('once the app has started', () => {
  // Makes sure the 2 s have passed even when the test above is filtered out
  // (`jshost test --filter 'once the app'`); otherwise this only moves the clock.
  beforeAll(() => simulate.advance(2000));

  test('a custom action now goes straight to its callback', async () => {
    const id = simulate.push({
      aps: { alert: { title: 'Back in stock', body: 'The blue kettle is back' } },
      'notification-action': { type: 'customUrl', value: 'https://shop.example.com/kettle' },
    });
    await simulate.open(id);
    expect(simulate.effects('missed')).toEqual([]);
    simulate.expectEffect({ kind: 'openURL', url: 'https://shop.example.com/kettle' });
    simulate.expectEffect({ kind: 'handler', surface: 'acoustic', type: 'customUrl' });
  });

  describe('the order-shipped notification', () => {
    let id;
    beforeEach(() => {
      id = simulate.push(payload);
    });

    test('shows the two static buttons', () => {
      simulate.expectEffect({
        kind: 'display',
        category: 'order-shipped',
        title: 'Your order has shipped',
        body: 'Order 5521 is on its way and arrives on Thursday.',
        actions: [
          { id: 'track', title: 'Track parcel', foreground: true, authenticationRequired: false },
          { id: 'contact', title: 'Contact us', foreground: true, authenticationRequired: true },
        ],
      });
    });

    test('"Track parcel" opens the tracking page in the system browser', async () => {
      await simulate.tap(id, 'track');
      expect(simulate.effects().map((e) => e.kind)).toEqual(['display', 'response', 'openApp', 'openURL', 'handler']);
      simulate.expectEffect({ kind: 'openURL', url: 'https://shop.example.com/orders/5521/tracking' });
    });

    test('"Contact us" composes an e-mail to support', async () => {
      await simulate.tap(id, 'contact');
      simulate.expectEffect({
        kind: 'email',
        to: ['support@example.com'],
        subject: 'About order 5521',
        body: 'Hello, I have a question about my order.',
        html: false,
      });
    });

    test('tapping the notification runs its customUrl action', async () => {
      await simulate.open(id);
      simulate.expectEffect({ kind: 'openURL', url: 'https://shop.example.com/orders/5521' });
    });

    test('dismissing it opens nothing', async () => {
      await simulate.dismiss(id);
      simulate.expectEffect({ kind: 'response', action: 'dismiss' });
      expect(simulate.effects((e) => ['openApp', 'openURL', 'email', 'handler'].includes(e.kind))).toEqual([]);
    });

    test('a button the category does not have is an error', async () => {
      // An unknown action throws, as a bad payload does; the error is an effect too.
      expect(() => simulate.tap(id, 'cancel')).toThrow('unknown action');
      simulate.expectEffect({
        kind: 'error',
        reason: 'input',
        message: expect.stringContaining('unknown action "cancel"'),
      });
      expect(simulate.effects('handler')).toEqual([]);
    });
  });

  // Android's plugin ignores setCategoryCallbacks; index.js ran on iOS here (the platform
  // `jshost test` loads it with), so its category stays registered for this push. The
  // Android run without buttons is `jshost run index.js --push payload.json --open
  // --platform android` (expected-android.ndjson).
  test('on Android, opening it runs its customUrl action', async () => {
    const id = simulate.push(payload, { platform: 'android' });
    simulate.expectEffect({ kind: 'display', platform: 'android', channel: 'fcm_fallback_notification_channel' });
    await simulate.open(id);
    simulate.expectEffect({ kind: 'openURL', url: 'https://shop.example.com/orders/5521' });
  });
});
