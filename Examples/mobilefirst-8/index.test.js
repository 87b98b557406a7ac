// Tests of index.js (IBM MobileFirst Foundation 8.0, Cordova MFPPush) on a simulated device.
//
//   jshost test            (in this folder)
//
// Loading index.js at the top level is like starting the app: `deviceready` fires
// once this file has loaded, MFPPush.initialize succeeds, and the script registers
// its notifications callback and the device with the "poll" category.
require('./index.js');
const payload = require('./payload.json'); // push REST API body, APNs and GCM settings

// The simulated app state carries over from one test to the next: start each test
// with the app in the background, so that "opens the app" is seen every time.
beforeEach(() => simulate.appState('background'));

const POLL_ACTIONS = [
  { id: 'poll_ok', title: 'OK', foreground: true, destructive: false, authenticationRequired: true },
  { id: 'poll_nok', title: 'NOK', foreground: false, destructive: true, authenticationRequired: false },
];

describe('the poll notification on iOS', () => {
  let id;
  beforeEach(() => {
    id = simulate.push(payload);
  });

  test('shows the category registered with registerDevice', () => {
    simulate.expectEffect({
      kind: 'display',
      platform: 'ios',
      category: 'poll',
      body: 'Team lunch on Thursday: are you in?',
      actions: POLL_ACTIONS,
    });
  });

  test('OK opens the app and votes yes', async () => {
    await simulate.tap(id, 'poll_ok');
    expect(simulate.effects().map((e) => e.kind)).toEqual(['display', 'response', 'openApp', 'log', 'handler']);
    simulate.expectEffect({ kind: 'log', message: 'Voted yes in poll lunch-thursday' });
    simulate.expectEffect({ kind: 'handler', surface: 'mobilefirst', result: { pollId: 'lunch-thursday', vote: 'yes' } });
  });

  test('NOK votes no in the background', async () => {
    await simulate.tap(id, 'poll_nok');
    simulate.expectEffect({ kind: 'handler', result: { pollId: 'lunch-thursday', vote: 'no' } });
    expect(simulate.effects('openApp')).toEqual([]);
  });

  test('tapping the notification itself opens the poll without voting', async () => {
    await simulate.open(id);
    simulate.expectEffect({ kind: 'openApp' });
    simulate.expectEffect({ kind: 'log', message: 'Opened poll lunch-thursday without voting' });
    simulate.expectEffect({ kind: 'handler', result: { pollId: 'lunch-thursday', vote: null } });
  });

  test('dismissing it does not reach the callback', async () => {
    await simulate.dismiss(id);
    simulate.expectEffect({ kind: 'response', action: 'dismiss' });
    expect(simulate.effects('handler')).toEqual([]);
  });

  test('an action the category does not have is an error', async () => {
    // An unknown action throws, as a bad payload does; the error is an effect too.
    expect(() => simulate.tap(id, 'poll_maybe')).toThrow('unknown action');
    simulate.expectEffect({ kind: 'error', reason: 'input', message: expect.stringContaining('unknown action "poll_maybe"') });
    expect(simulate.effects('handler')).toEqual([]);
  });
});

describe('on Android', () => {
  test('the same category shows on the push SDK own channel; NOK stays in the background', async () => {
    const id = simulate.push(payload, { platform: 'android' });
    simulate.expectEffect({ kind: 'display', platform: 'android', channel: 'bms_notification_channel', actions: POLL_ACTIONS });
    await simulate.tap(id, 'poll_nok');
    expect(simulate.effects('openApp')).toEqual([]);
    simulate.expectEffect({ kind: 'handler', result: { pollId: 'lunch-thursday', vote: 'no' } });
  });
});

test('a notification outside the poll category is only logged', async () => {
  const id = simulate.push({ message: { alert: 'The office is closed on Monday' } });
  await simulate.open(id);
  simulate.expectEffect({ kind: 'log', message: 'Notification: The office is closed on Monday' });
  expect(simulate.effects('handler')[0].result).toBeUndefined();
});
