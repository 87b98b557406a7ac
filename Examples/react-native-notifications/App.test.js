// Tests of App.js (react-native-notifications) on a simulated device.
//
//   jshost test            (in this folder)
const { remindToReply } = require('./App.js');
const { Notifications } = require('react-native-notifications');
const payload = require('./payload.json');
const androidPayload = require('./payload-android.json');

beforeEach(() => simulate.appState('background'));

describe('iOS', () => {
  test('registerRemoteNotifications registered the app', async () => {
    expect(await Notifications.isRegisteredForRemoteNotifications()).toBe(true);
  });

  test('shows the category set with setCategories', () => {
    simulate.push(payload);
    simulate.expectEffect({
      kind: 'display',
      category: 'SOME_CATEGORY',
      actions: [
        { id: 'UPVOTE_ACTION', title: '👍', foreground: false, authenticationRequired: false },
        { id: 'REPLY_ACTION', title: 'Reply', foreground: false, authenticationRequired: true,
          textInput: { buttonTitle: 'Reply now', placeholder: 'Insert message' } },
      ],
    });
  });

  test('Reply: registerNotificationOpened gets the action with its text', async () => {
    const id = simulate.push(payload);
    await simulate.tap(id, 'REPLY_ACTION', { text: 'Thanks Sam!' });
    simulate.expectEffect({ kind: 'handler', surface: 'react-native-notifications', result: { post: 'p-1138', reply: 'Thanks Sam!' } });
  });

  test('the notification itself: the default action identifier', async () => {
    const id = simulate.push(payload);
    await simulate.open(id);
    simulate.expectEffect({ kind: 'openApp' });
    simulate.expectEffect({ kind: 'handler', result: { post: 'p-1138', opened: 'com.apple.UNNotificationDefaultActionIdentifier' } });
  });

  test('in the foreground: registerNotificationReceivedForeground', () => {
    simulate.appState('foreground');
    simulate.push(payload);
    simulate.expectEffect({ kind: 'log', message: 'foreground: New reply' });
    simulate.expectEffect({ kind: 'handler', result: { foreground: 'p-1138' } });
  });

  test('in the background, only content-available pushes reach the background listener', () => {
    simulate.push(payload);
    expect(simulate.effects('handler')).toEqual([]);
    simulate.push({ aps: { 'content-available': 1 }, post: 'p-7' });
    simulate.expectEffect({ kind: 'handler', result: { background: 'p-7' } });
  });

  test('a local notification appears at its fireDate and opens by the id postLocalNotification returned', async () => {
    const id = remindToReply('p-1138');
    expect(id).toBe(1);
    expect(simulate.effects('display')).toEqual([]);
    simulate.advance(30 * 60 * 1000);
    simulate.expectEffect({ kind: 'display', notification: '1', title: 'Still thinking?', category: 'SOME_CATEGORY' });
    await simulate.tap('1', 'UPVOTE_ACTION');
    simulate.expectEffect({ kind: 'handler', notification: '1', result: { post: 'p-1138', upvoted: true } });
  });

  test('a cancelled local notification never appears', () => {
    const id = remindToReply('p-2');
    Notifications.cancelLocalNotification(id);
    simulate.advance(60 * 60 * 1000);
    expect(simulate.effects('display')).toEqual([]);
  });
});

describe('Android', () => {
  test('in the background: the background listener, then opened without an action', async () => {
    const id = simulate.push(androidPayload, { platform: 'android' });
    simulate.expectEffect({ kind: 'handler', result: { background: 'p-1138' } });
    await simulate.open(id);
    simulate.expectEffect({ kind: 'handler', result: { post: 'p-1138', opened: 'tap' } });
  });

  test('the iOS sub-API answers nothing on Android', async () => {
    simulate.push(androidPayload, { platform: 'android' });
    expect(Notifications.ios.getBadgeCount()).toBeUndefined();
  });
});
