// Tests of App.js (react-native-marigold) on a simulated device.
//
//   jshost test            (in this folder)
//
// App.js is an ES module; `require` loads it all the same. Loading it runs
// setUpPush() once, which adds the action listener every test below relies on.
const { opened } = require('./App.js');
const { Linking } = require('react-native');
const payload = require('./payload.json');                // APNs, category st_cat_yes_no
const androidPayload = require('./payload-android.json'); // FCM HTTP v1, st_cat_accept_decline

const IOS_ID = '5f3c2a9e8b1d4c0012ab34cd';     // Marigold's _nid is the notification id
const ANDROID_ID = '5f3c2a9e8b1d4c0012ab35ef';

// The simulated app state carries over from one test to the next (an earlier test
// that opens the app would leave it in the foreground): start each test with the
// app in the background, as a push usually finds it.
beforeEach(() => { simulate.appState('background'); opened.length = 0; });

describe('st_cat_yes_no on iOS', () => {
  test('shows the default Yes / No buttons', () => {
    const id = simulate.push(payload);
    expect(id).toBe(IOS_ID);
    simulate.expectEffect({
      kind: 'display',
      platform: 'ios',
      category: 'st_cat_yes_no',
      title: 'Weekend flash sale',
      body: 'Want first pick of the new collection?',
      actions: [
        { id: 'st_cat_yes_no&Yes', title: 'Yes', foreground: true },
        { id: 'st_cat_yes_no&No', title: 'No', foreground: false },
      ],
    });
  });

  test('Yes opens the deep link, logs the answer and thanks the user', async () => {
    const id = simulate.push(payload);
    await simulate.tap(id, 'st_cat_yes_no&Yes');

    expect(simulate.effects().map((e) => e.kind)).toEqual(['display', 'response', 'openApp', 'openURL', 'log', 'alert', 'handler']);
    simulate.expectEffect({ kind: 'openURL', url: 'myshop://collections/new?preview=1' });
    simulate.expectEffect({
      kind: 'log',
      level: 'info',
      message: '[Marigold] EngageBySailthru.logEvent("push_button_tapped", {"category":"st_cat_yes_no","title":"Yes","answer":"positive"})',
    });
    simulate.expectEffect({ kind: 'alert', title: 'Thanks!', message: 'You chose "Yes".' });
    simulate.expectEffect({
      kind: 'handler',
      surface: 'marigold',
      result: { category: 'st_cat_yes_no', title: 'Yes', answer: 'positive', actionState: 'foreground' },
    });
  });

  test('No clears the notification without opening the app or thanking', async () => {
    const id = simulate.push(payload);
    await simulate.tap(id, 'st_cat_yes_no&No');

    simulate.expectEffect({ kind: 'dismiss', notification: IOS_ID });
    simulate.expectEffect({
      kind: 'handler',
      result: { category: 'st_cat_yes_no', title: 'No', answer: 'negative', actionState: 'background' },
    });
    expect(simulate.effects('openApp')).toEqual([]);
    expect(simulate.effects('alert')).toEqual([]);
  });

  test('tapping the notification itself opens its _u link, not the listener', async () => {
    const id = simulate.push(payload);
    await simulate.open(id);
    simulate.expectEffect({ kind: 'openURL', url: 'myshop://collections/new' });
    expect(simulate.effects('handler')).toEqual([]);
    expect(opened).toEqual(['myshop://collections/new']);
  });

  test("the Yes button's deep link reaches the app's Linking 'url' listener", async () => {
    const id = simulate.push(payload);
    await simulate.tap(id, 'st_cat_yes_no&Yes');
    expect(opened).toEqual(['myshop://collections/new?preview=1']);
  });

  test('a tap that launches the app is its initial URL', async () => {
    simulate.appState('terminated');
    const id = simulate.push(payload);
    await simulate.tap(id, 'st_cat_yes_no&Yes');
    expect(opened).toEqual([]);
    await expect(Linking.getInitialURL()).resolves.toBe('myshop://collections/new?preview=1');
  });

  test('dismissing it logs no event', async () => {
    const id = simulate.push(payload);
    await simulate.dismiss(id);
    simulate.expectEffect({ kind: 'response', action: 'dismiss' });
    expect(simulate.effects((e) => e.kind !== 'display' && e.kind !== 'response')).toEqual([]);
  });

  test('a button the category does not have is an unknown action', async () => {
    const id = simulate.push(payload);
    // An unknown action throws, as a bad payload does; the error is an effect too.
    expect(() => simulate.tap(id, 'st_cat_yes_no&Maybe')).toThrow('unknown action');
    simulate.expectEffect({
      kind: 'error',
      reason: 'input',
      message: 'unknown action "st_cat_yes_no&Maybe" for notification "5f3c2a9e8b1d4c0012ab34cd" '
        + '(category "st_cat_yes_no" has actions "st_cat_yes_no&Yes", "st_cat_yes_no&No")',
    });
    expect(simulate.effects('handler')).toEqual([]);
  });
});

describe('st_cat_accept_decline on Android (FCM HTTP v1)', () => {
  test('shows in the marketing channel', () => {
    const id = simulate.push(androidPayload, { platform: 'android' });
    expect(id).toBe(ANDROID_ID);
    simulate.expectEffect({
      kind: 'display',
      platform: 'android',
      channel: 'marketing',
      title: 'Launch party invite',
      actions: [{ id: 'st_cat_accept_decline&Accept' }, { id: 'st_cat_accept_decline&Decline' }],
    });
  });

  test('Decline is negative and stays in the background', async () => {
    const id = simulate.push(androidPayload, { platform: 'android' });
    await simulate.tap(id, 'st_cat_accept_decline&Decline');
    simulate.expectEffect({ kind: 'dismiss' });
    simulate.expectEffect({
      kind: 'handler',
      result: { category: 'st_cat_accept_decline', title: 'Decline', answer: 'negative', actionState: 'background' },
    });
    expect(simulate.effects('alert')).toHaveLength(0);
  });

  test('Accept opens the app and thanks the user (no deep link in this payload)', async () => {
    const id = simulate.push(androidPayload, { platform: 'android' });
    await simulate.tap(id, 'st_cat_accept_decline&Accept');
    simulate.expectEffect({ kind: 'openApp' });
    simulate.expectEffect({ kind: 'alert', title: 'Thanks!', message: 'You chose "Accept".' });
    expect(simulate.effects('openURL')).toEqual([]);
  });
});
