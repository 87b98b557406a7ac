// Tests of App.js (@react-native-community/push-notification-ios) on a simulated iPhone.
//
//   jshost test            (in this folder)
const { remindLater } = require('./App.js');
const payload = require('./payload.json');

beforeEach(() => simulate.appState('background'));

describe('a message push', () => {
  test('shows the category registered with setNotificationCategories', () => {
    simulate.push(payload);
    simulate.expectEffect({
      kind: 'display',
      platform: 'ios',
      category: 'message',
      title: 'Ana',
      body: 'Lunch at one?',
      actions: [
        { id: 'reply', title: 'Reply', foreground: false, textInput: { buttonTitle: 'Send', placeholder: 'Message' } },
        { id: 'mark-read', title: 'Mark as read', foreground: false, destructive: false },
        { id: 'block', title: 'Block', foreground: true, destructive: true, authenticationRequired: true },
      ],
    });
  });

  test('in the background, the notification listener is not called', () => {
    simulate.push(payload);
    expect(simulate.effects('handler')).toEqual([]);
  });

  test('in the foreground, the notification listener gets a remote instance', () => {
    simulate.appState('foreground');
    simulate.push(payload);
    simulate.expectEffect({ kind: 'log', message: 'message in ana-42: Lunch at one?' });
    simulate.expectEffect({ kind: 'handler', surface: 'push-notification-ios', result: { received: 'ana-42' } });
  });

  test('a content-available push wakes the app in the background', () => {
    simulate.push({ aps: { 'content-available': 1 }, thread: 'sync' });
    simulate.expectEffect({ kind: 'handler', result: { received: 'sync' } });
  });
});

describe('taps reach the localNotification listener', () => {
  test('Reply with text: getActionIdentifier() and getUserText()', async () => {
    const id = simulate.push(payload);
    await simulate.tap(id, 'reply', { text: 'Yes, see you there' });
    simulate.expectEffect({ kind: 'response', action: 'reply', text: 'Yes, see you there' });
    simulate.expectEffect({ kind: 'log', message: 'reply to ana-42: Yes, see you there' });
    simulate.expectEffect({ kind: 'handler', result: { replied: 'Yes, see you there', thread: 'ana-42' } });
    // A background button does not open the app.
    expect(simulate.effects('openApp')).toEqual([]);
  });

  test('the notification itself: com.apple.UNNotificationDefaultActionIdentifier, the app opens', async () => {
    const id = simulate.push(payload);
    await simulate.open(id);
    expect(simulate.effects().map((e) => e.kind)).toEqual(['display', 'response', 'openApp', 'openURL', 'handler']);
    simulate.expectEffect({ kind: 'openURL', url: 'chat://threads/ana-42' });
    simulate.expectEffect({
      kind: 'handler',
      result: { opened: 'ana-42', actionIdentifier: 'com.apple.UNNotificationDefaultActionIdentifier' },
    });
  });

  test('a foreground button opens the app first', async () => {
    const id = simulate.push(payload);
    await simulate.tap(id, 'Block');
    simulate.expectEffect({ kind: 'response', action: 'block' });
    simulate.expectEffect({ kind: 'openApp' });
    simulate.expectEffect({ kind: 'handler', result: { blocked: 'ana-42' } });
  });

  test('dismissing is not reported to JavaScript', async () => {
    const id = simulate.push(payload);
    await simulate.dismiss(id);
    expect(simulate.effects('handler')).toEqual([]);
  });

  test('Android has no PushNotificationIOS: no buttons, no listener', async () => {
    const id = simulate.push({ to: 'token', notification: { title: 'Ana', body: 'Hi', click_action: 'message' }, data: { thread: 'x' } },
      { platform: 'android' });
    await simulate.open(id);
    expect(simulate.effects('handler')).toEqual([]);
  });
});

describe('a reminder the app schedules', () => {
  test('appears when its fireDate comes and is tapped by its id', async () => {
    remindLater('ana-42', 60000);
    expect(simulate.effects('display')).toEqual([]);
    simulate.advance(60000);
    simulate.expectEffect({ kind: 'display', notification: 'reminder-ana-42', title: 'Unread message', category: 'message' });
    await simulate.tap('reminder-ana-42', 'mark-read');
    simulate.expectEffect({ kind: 'handler', notification: 'reminder-ana-42', result: { read: 'ana-42' } });
  });
});
