// Tests of index.js on a simulated device: the Expo push API message, its buttons, and a
// reminder scheduled on the virtual clock.
//
//   jshost test            (in this folder)
const { remindLater } = require('./index.js');
const Notifications = require('expo-notifications');
const payload = require('./payload.json');

test('the Expo push message shows the category\'s buttons', async () => {
  const id = simulate.push(payload);
  const shown = simulate.expectEffect({ kind: 'display', notification: id, category: 'message', title: 'Ana' });
  expect(shown.actions.map((a) => a.id)).toEqual(['reply', 'delete']);
  expect(shown.actions[0].textInput).toEqual({ buttonTitle: 'Send', placeholder: 'Type a reply…' });
});

test('a typed reply reaches the listener as userText', async () => {
  await simulate.tap(simulate.push(payload), 'reply', { text: 'Yes!' });
  simulate.expectEffect({ kind: 'log', message: 'reply to t-17: Yes!' });
  const last = await Notifications.getLastNotificationResponseAsync();
  expect(last.actionIdentifier).toBe('reply');
  expect(last.userText).toBe('Yes!');
});

test('a tap on the body is DEFAULT_ACTION_IDENTIFIER and opens the thread', async () => {
  await simulate.open(simulate.push(payload));
  simulate.expectEffect({ kind: 'openURL', url: 'myapp://threads/t-17' });
});

test('the reminder appears an hour later and can be deleted from its button', async () => {
  const id = await remindLater('t-17');
  expect((await Notifications.getAllScheduledNotificationsAsync()).map((r) => r.identifier)).toEqual([id]);
  expect(simulate.effects('display')).toEqual([]);
  await simulate.advance(3600 * 1000);
  simulate.expectEffect({ kind: 'display', notification: id, title: 'Still there?' });
  await simulate.tap(id, 'delete');
  simulate.expectEffect({ kind: 'log', message: 'delete t-17' });
  const presented = await Notifications.getPresentedNotificationsAsync();
  expect(presented.map((n) => n.request.identifier)).not.toContain(id);
});
