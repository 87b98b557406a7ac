// Tests of the Cordova page www/index.html (cordova-plugin-push) on a simulated device.
//
//   jshost test            (in this folder)
//
// simulate.loadPage starts the app as a WebView does: the page's scripts, then deviceready,
// whose listener calls PushNotification.init with the iOS categories.
const document = simulate.loadPage('www/index.html');
const ios = require('./payload-ios.json');
const android = require('./payload-android.json');

beforeEach(() => simulate.appState('background'));

test('init registered the invite category and the device', () => {
  expect(document.getElementById('status').textContent).toBe('Registered with APNS');
  const id = simulate.push(ios);
  simulate.expectEffect({ kind: 'display', notification: id, category: 'invite', actions: [{ id: 'accept' }, { id: 'reject' }, { id: 'maybe' }] });
});

test('Accept fires the accept event and writes the answer', async () => {
  const id = simulate.push(ios);
  await simulate.tap(id, 'Accept');
  expect(document.getElementById('answer').textContent).toBe('offsite-42: Going');
  simulate.expectEffect({ kind: 'openApp' });
});

test('in the foreground a push is a notification event, not shown by the plugin', () => {
  simulate.appState('foreground');
  simulate.push(ios);
  expect(document.getElementById('title').textContent).toBe('Team offsite: Friday 10:00, main hall. Are you coming?');
});

test('Android: the buttons come from data.actions; MAYBE takes an inline reply', async () => {
  const id = simulate.push(android, { platform: 'android' });
  simulate.expectEffect({ kind: 'display', notification: id, platform: 'android', actions: [{ id: 'accept' }, { id: 'reject' }, { id: 'maybe', textInput: { placeholder: 'Say why' } }] });
  await simulate.tap(id, 'MAYBE', { text: 'Dentist at 10' });
  expect(document.getElementById('answer').textContent).toBe('offsite-42: Maybe: Dentist at 10');
});
