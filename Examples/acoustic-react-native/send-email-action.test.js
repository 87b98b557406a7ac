// Tests of send-email-action.js (Acoustic Campaign, React Native) on a simulated device.
//
//   jshost test            (in this folder)
//
// The action plugin is an ES module; `require` loads it all the same. Loading it
// registers the "sendEmail" action type (registerAction + a NativeEventEmitter
// listener) for every test below.
require('./send-email-action.js');
const payload = require('./payload.json');

const EMAIL = {
  kind: 'email',
  to: ['accounts@example.com'],
  subject: 'Invoice 2024-0042',
  body: 'Please find invoice 2024-0042 attached. It is due on 31 May.',
  html: true,
};

// The simulated app state carries over from one test to the next: start each test
// with the app in the background, so that "opens the app" is seen every time.
beforeEach(() => simulate.appState('background'));

describe('the invoice notification', () => {
  let id;
  beforeEach(() => {
    id = simulate.push(payload);
  });

  test('shows the three buttons of its dynamic category', () => {
    simulate.expectEffect({
      kind: 'display',
      platform: 'ios',
      category: 'invoice',
      title: 'Your invoice is ready',
      body: 'Invoice 2024-0042: 129.00 EUR, due 31 May',
      actions: [
        { id: 'Email it to me', title: 'Email it to me', foreground: false, authenticationRequired: true },
        { id: 'View online', title: 'View online', foreground: true },
        { id: 'Call billing', title: 'Call billing', foreground: true },
      ],
    });
  });

  test('"Email it to me" composes the e-mail once, then alerts', async () => {
    await simulate.tap(id, 'sendEmail'); // by custom type; 'Email it to me' (the title) works too
    // registerAction and the emitter listener both exist, yet the action runs once.
    expect(simulate.effects('email')).toEqual([expect.objectContaining(EMAIL)]);
    simulate.expectEffect({ kind: 'handler', surface: 'acoustic', type: 'sendEmail' });
    simulate.expectEffect({ kind: 'alert', title: 'Email', message: 'Mail sent on ios', buttons: ['OK'] });
    // A background button: the app is not opened.
    expect(simulate.effects('openApp')).toEqual([]);
  });

  test('tapping the notification runs its notification-action after opening the app', async () => {
    await simulate.open(id);
    // (`badge`: iOS sets the icon's badge from the payload's aps.badge when it shows it.)
    expect(simulate.effects().map((e) => e.kind)).toEqual(['display', 'badge', 'response', 'openApp', 'email', 'handler', 'alert']);
    simulate.expectEffect(EMAIL);
  });

  test('"View online" opens the invoice URL', async () => {
    await simulate.tap(id, 'View online');
    simulate.expectEffect({ kind: 'openURL', url: 'https://billing.example.com/invoices/2024-0042' });
    expect(simulate.effects('email')).toEqual([]);
  });

  test('"Call billing" dials the number', async () => {
    await simulate.tap(id, 'Call billing');
    simulate.expectEffect({ kind: 'dial', number: '+18005550199' });
  });

  test('dismissing it sends nothing', async () => {
    await simulate.dismiss(id);
    simulate.expectEffect({ kind: 'response', action: 'dismiss' });
    expect(simulate.effects('email')).toEqual([]);
    expect(simulate.effects('handler')).toEqual([]);
  });

  test('a button the category does not have is an error', async () => {
    // An unknown action throws, as a bad payload does; the error is an effect too.
    expect(() => simulate.tap(id, 'Pay now')).toThrow('unknown action');
    simulate.expectEffect({
      kind: 'error',
      reason: 'input',
      message: expect.stringContaining('unknown action "Pay now"'),
    });
  });
});

describe('a custom action type nobody registered', () => {
  test('is recorded as missed and queued, not run', async () => {
    const id = simulate.push({
      aps: { alert: { title: 'New feature', body: 'Try it now' } },
      'notification-action': { type: 'showFeature', value: 'dark-mode' },
    });
    await simulate.open(id);
    simulate.expectEffect({ kind: 'missed', type: 'showFeature', reason: 'notRegistered', queued: true });
    expect(simulate.effects('email')).toEqual([]);
  });
});

describe('on Android', () => {
  test('"View online" opens the URL from the FCM fallback channel', async () => {
    const id = simulate.push(payload, { platform: 'android' });
    simulate.expectEffect({ kind: 'display', platform: 'android', channel: 'fcm_fallback_notification_channel' });
    await simulate.tap(id, 'View online');
    simulate.expectEffect({ kind: 'openApp' });
    simulate.expectEffect({ kind: 'openURL', url: 'https://billing.example.com/invoices/2024-0042' });
  });
  // Not checked here: the alert's "on android". React Native's Platform.OS is fixed
  // when the script loads (from `jshost test --platform`, ios by default), so
  // push(…, {platform: 'android'}) does not change it. To test Android-only code
  // paths, run a test file with `jshost test --platform android`.
});
