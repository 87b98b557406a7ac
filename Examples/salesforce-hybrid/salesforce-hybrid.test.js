// Tests of the hybrid app www/index.html (Salesforce Mobile SDK plugin) on a simulated device.
//
//   jshost test            (in this folder)
//
// simulate.loadPage starts the app as the SDK's WebView does: the page's scripts, then
// deviceready, whose listener asks the SDK for its info and credentials and registers the
// push handler (com.salesforce.util.push, which uses phonegap-plugin-push underneath).
const document = simulate.loadPage('www/index.html');
const ios = require('./payload.json');
const android = require('./payload-android.json');

const alerts = () => document.getElementById('alerts').children.map((li) => li.className + ' ' + li.textContent);

beforeEach(() => {
  simulate.appState('background');
  document.getElementById('alerts').innerHTML = '';
});

test('the SDK answered getAuthCredentials and getInfo off-device', async () => {
  expect(document.getElementById('user').textContent).toBe('Signed in to https://jshost-dev-ed.my.salesforce.com');
  const info = await new Promise((resolve) => cordova.require('com.salesforce.plugin.sdkinfo').getInfo(resolve));
  expect(info.sdkVersion).toBe('14.0.0');
  expect(info.bootConfig.remoteAccessConsumerKey).toBe('3MVG9ExampleConnectedAppConsumerKey'); // www/bootconfig.json
});

test('in the foreground a push reaches the handler at once', () => {
  simulate.appState('foreground');
  simulate.push(ios);
  expect(alerts()).toEqual(['received Approval needed: Maria Garcia submitted expense report ER-1042 (412.50 USD)']);
  simulate.expectEffect({ kind: 'log', message: 'jslog: notification 0DtRM000000001234 received' });
});

test('in the background it is shown, and the tap that opens the app reaches the handler', async () => {
  const id = simulate.push(ios);
  expect(alerts()).toEqual([]);
  await simulate.open(id);
  simulate.expectEffect({ kind: 'openApp' });
  expect(alerts()).toEqual(['opened Approval needed: Maria Garcia submitted expense report ER-1042 (412.50 USD)']);
});

test('Android: the FCM data message carries the text in its sfdc JSON', () => {
  simulate.appState('foreground');
  simulate.push(android, { platform: 'android' });
  expect(alerts()).toEqual(['received Approval needed: Maria Garcia submitted expense report ER-1042 (412.50 USD)']);
});
