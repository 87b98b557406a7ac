// Tests of approvals.js (Salesforce Mobile SDK push API) on a simulated device.
//
//   jshost test            (in this folder)
//
// `jshost test` has no Salesforce org: SF_INSTANCE_URL / SF_ACCESS_TOKEN are not
// used, and these tests start no server. So, at load, approvals.js's call to
// fetchAndStoreNotificationTypes() rejects and no category is registered, exactly
// as `jshost run` without an org (expected-no-org.ndjson).
//
// Covered here, without an org:
//   - the app's filterSupportedNotificationTypes (a plain function);
//   - the rejection of fetchAndStoreNotificationTypes without configuration;
//   - how the APNs and FCM payloads display when their category is not registered;
//   - onNotificationResponse for a tap on the notification (iOS);
//   - the client action Dismiss (dismiss_local), with a stand-in for the category
//     the org would register (see the last describe).
// NOT covered (they need an org; see the README's ./with-local-org.sh commands and
// Tests/EndToEndTests/ExampleTests.swift, which run them against a local stand-in):
//   - fetching the org's types and registering their action groups as categories;
//   - the server actions Approve and Reject (POST …/actions/{actionKey}, `http`
//     effects, the org's reply as the handler result);
//   - a tap on the notification or on Dismiss on Android: approvals.js reads
//     response.payload.sfdc, but in an FCM message `sfdc` is JSON text inside
//     message.data, so its listener throws there.
require('./approvals.js');
const { PushNotificationManager } = require('jshost/salesforce');
const payload = require('./payload.json');                // APNs, with the sfdc dictionary
const androidPayload = require('./payload-android.json'); // FCM HTTP v1, sfdc as JSON text

const NID = '0DtRM000000001234'; // Salesforce's nid is the notification id

// The simulated app state carries over from one test to the next: start each test
// with the app in the background, so that "opens the app" is seen every time.
beforeEach(() => simulate.appState('background'));

describe('filterSupportedNotificationTypes', () => {
  test('keeps only the app\'s own types (API names starting with MyApp_)', () => {
    const types = [
      { type: 'approval_request', apiName: 'MyApp_Approval', label: 'Approval Request', actionGroups: [] },
      { type: 'chatter_mention', apiName: 'chatter_mention', label: 'Chatter Mention' },
    ];
    expect(PushNotificationManager.filterSupportedNotificationTypes(types)).toEqual([types[0]]);
  });
});

describe('without an org', () => {
  test('fetchAndStoreNotificationTypes rejects: Salesforce is not configured', async () => {
    await expect(PushNotificationManager.fetchAndStoreNotificationTypes()).rejects.toThrow(
      'Salesforce is not configured: set SF_INSTANCE_URL and SF_ACCESS_TOKEN (or pass --sf-instance and --sf-token)',
    );
    expect(PushNotificationManager.registeredNotificationTypes).toBeNull();
    expect(simulate.effects('http')).toEqual([]);
  });

  test('the approval request shows without buttons, with a warning', () => {
    const id = simulate.push(payload);
    expect(id).toBe(NID);
    simulate.expectEffect({
      kind: 'warning',
      notification: NID,
      message: 'category "approval_req_actions" is not registered; no action buttons are shown',
    });
    simulate.expectEffect({
      kind: 'display',
      platform: 'ios',
      category: 'approval_req_actions',
      title: 'Approval needed',
      body: 'Maria Garcia submitted expense report ER-1042 (412.50 USD)',
      actions: [],
    });
  });

  test('Approve is an unknown action', async () => {
    const id = simulate.push(payload);
    // An unknown action throws, as a bad payload does; the error is an effect too.
    expect(() => simulate.tap(id, 'approve')).toThrow('unknown action');
    simulate.expectEffect({
      kind: 'error',
      reason: 'input',
      message: `unknown action "approve" for notification "${NID}" (category "approval_req_actions" is not registered)`,
    });
    expect(simulate.effects('handler')).toEqual([]);
    expect(simulate.effects('http')).toEqual([]);
  });

  test('tapping the notification reaches onNotificationResponse', async () => {
    const id = simulate.push(payload);
    await simulate.open(id);
    simulate.expectEffect({ kind: 'openApp', notification: NID });
    simulate.expectEffect({ kind: 'log', message: `Opened notification ${NID}` });
    simulate.expectEffect({ kind: 'handler', surface: 'salesforce', result: 'opened' });
  });

  test('dismissing it does not reach onNotificationResponse', async () => {
    const id = simulate.push(payload);
    await simulate.dismiss(id);
    simulate.expectEffect({ kind: 'response', action: 'dismiss' });
    expect(simulate.effects('handler')).toEqual([]);
  });

  test('on Android, the FCM message shows in the channel of its notification type', () => {
    simulate.push(androidPayload, { platform: 'android' });
    simulate.expectEffect({
      kind: 'display',
      notification: NID,
      platform: 'android',
      category: 'approval_req_actions',
      title: 'Approval needed',
      body: 'Maria Garcia submitted expense report ER-1042 (412.50 USD)',
      channel: 'approval_request',
    });
  });
});

describe('the client action Dismiss (category stood in for the org)', () => {
  // With an org, fetchAndStoreNotificationTypes registers the category
  // approval_req_actions: Approve and Reject (server actions) and Dismiss (a
  // foreground client action). Without one, register just its client action
  // with jshost's own setCategories, so the tap reaches onNotificationResponse.
  beforeAll(() => {
    const { setCategories } = require('jshost');
    setCategories([{ id: 'approval_req_actions', actions: [{ id: 'dismiss_local', title: 'Dismiss', foreground: true }] }]);
  });

  test('Dismiss opens the app and is handled locally', async () => {
    const id = simulate.push(payload);
    await simulate.tap(id, 'dismiss_local');
    expect(simulate.effects().map((e) => e.kind)).toEqual(['display', 'response', 'openApp', 'log', 'handler']);
    simulate.expectEffect({ kind: 'log', message: `User dismissed notification ${NID} locally` });
    simulate.expectEffect({ kind: 'handler', notification: NID, surface: 'salesforce', result: 'dismissed' });
    expect(simulate.effects('http')).toEqual([]);
  });

  test('Approve is still unknown: server actions come only from the org', async () => {
    const id = simulate.push(payload);
    // An unknown action throws, as a bad payload does; the error is an effect too.
    expect(() => simulate.tap(id, 'approve')).toThrow('unknown action');
    simulate.expectEffect({ kind: 'error', reason: 'input', message: expect.stringContaining('unknown action "approve"') });
  });
});
