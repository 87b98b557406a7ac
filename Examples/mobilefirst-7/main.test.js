// Tests of main.js (IBM MobileFirst 7.x hybrid app) on a simulated device.
//
//   jshost test            (in this folder)
//
// main.js is a plain script that sets WL.Client.Push hooks; loading it at the top
// level is like starting the app: once this file has loaded, jshost reads the
// interactive categories from WL.Client.Push.getInteractivePushCategories().
require('./main.js');
const payload = require('./payload.json');           // WL.Server.sendMessage body
const notification = require('./notification.json'); // WL.Server.createDefaultNotification form

// The simulated app state carries over from one test to the next: start each test
// with the app in the background, so that "opens the app" is seen every time.
beforeEach(() => simulate.appState('background'));

describe('the poll notification', () => {
  test('shows OK and NOK, both opening the app and requiring authentication', () => {
    simulate.push(payload);
    simulate.expectEffect({
      kind: 'display',
      platform: 'ios',
      category: 'poll',
      title: null,
      body: 'Should the office close early on Friday?',
      actions: [
        { id: 'poll_ok', title: 'OK', foreground: true, destructive: false, authenticationRequired: true },
        { id: 'poll_nok', title: 'NOK', foreground: true, destructive: false, authenticationRequired: true },
      ],
    });
  });

  test('OK answers yes', async () => {
    const id = simulate.push(payload);
    await simulate.tap(id, 'poll_ok');
    expect(simulate.effects().map((e) => e.kind)).toEqual(['display', 'response', 'openApp', 'log', 'handler']);
    simulate.expectEffect({ kind: 'log', message: 'Poll early-friday: yes' });
    simulate.expectEffect({ kind: 'handler', surface: 'mobilefirst', result: { pollId: 'early-friday', answer: 'yes' } });
  });

  test('NOK answers no (createDefaultNotification form)', async () => {
    const id = simulate.push(notification);
    await simulate.tap(id, 'poll_nok');
    simulate.expectEffect({ kind: 'openApp' });
    simulate.expectEffect({ kind: 'handler', surface: 'mobilefirst', result: { pollId: 'early-friday', answer: 'no' } });
  });

  test('tapping the notification itself does not answer', async () => {
    const id = simulate.push(payload);
    await simulate.open(id);
    simulate.expectEffect({ kind: 'handler', result: { pollId: 'early-friday', answer: 'not answered' } });
  });

  test('dismissing it does not call onMessage', async () => {
    const id = simulate.push(payload);
    await simulate.dismiss(id);
    simulate.expectEffect({ kind: 'response', action: 'dismiss' });
    expect(simulate.effects('handler')).toEqual([]);
    expect(simulate.effects('log')).toEqual([]);
  });

  test('an action the category does not have is an error', async () => {
    const id = simulate.push(payload);
    // An unknown action throws, as a bad payload does; the error is an effect too.
    expect(() => simulate.tap(id, 'poll_maybe')).toThrow('unknown action');
    simulate.expectEffect({
      kind: 'error',
      reason: 'input',
      message: 'unknown action "poll_maybe" for notification "' + id + '" (category "poll" has actions "poll_ok", "poll_nok")',
    });
    expect(simulate.effects('handler')).toEqual([]);
  });
});

test('a notification outside the poll category is only logged', async () => {
  const id = simulate.push({ message: { alert: 'The canteen is closed today' } });
  simulate.expectEffect({ kind: 'display', category: null, actions: [] });
  await simulate.open(id);
  simulate.expectEffect({ kind: 'log', message: 'Notification: The canteen is closed today' });
  const [handler] = simulate.effects('handler');
  expect(handler.result).toBeUndefined();
});
