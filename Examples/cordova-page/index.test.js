// Tests of the Cordova page www/index.html on a simulated device.
//
//   jshost test            (in this folder)
//
// simulate.loadPage starts the app as a WebView does: the page's scripts run in
// order in this file's global scope, then deviceready, then MobileFirst's
// wlCommonInit(), which registers the "poll" category.
const document = simulate.loadPage('www/index.html');
const payload = require('./payload.json');

beforeEach(() => simulate.appState('background'));

test('the page scripts share one global scope', () => {
  expect(typeof wlCommonInit).toBe('function');
  expect(pollCategory.id).toBe('poll');
  expect(document.title).toBe('Team polls');
});

test('wlCommonInit registered the device and wrote it on the page', () => {
  expect(document.getElementById('status').textContent).toBe('Registered as jshost-device');
  expect(document.querySelector('p.status').classList.contains('registered')).toBe(true);
});

test('Accept writes the vote into the page', async () => {
  const id = simulate.push(payload);
  await simulate.tap(id, 'poll_ok');
  expect(document.getElementById('title').innerText).toBe('Accepted');
  expect(document.querySelectorAll('#history > li.vote').length).toBe(1);
  simulate.expectEffect({ kind: 'dom', target: '#title', change: 'text', value: 'Accepted' });
  simulate.expectEffect({ kind: 'handler', surface: 'mobilefirst', result: { pollId: 'lunch-thursday', vote: 'yes' } });
});

test('the Clear button (a deferred script) empties the history', async () => {
  const id = simulate.push(payload);
  await simulate.tap(id, 'poll_nok');
  expect(document.getElementById('title').innerText).toBe('Declined');
  document.getElementById('clear').click();
  expect(document.getElementById('history').children.length).toBe(0);
  expect(document.getElementById('title').textContent).toBe('Waiting for a poll');
});
