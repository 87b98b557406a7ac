// Tests of index.js on a simulated device: the FCM data-only message, the Notifee
// notification its handler displays, and presses on that notification's actions.
//
//   jshost test            (in this folder)
require('./index.js');
const notifee = require('@notifee/react-native').default;
const payload = require('./payload.json');

test('a data-only message shows nothing itself; the handler displays the chat notification', async () => {
  simulate.push(payload, { id: 'fcm-1', platform: 'android' });
  await simulate.settle();
  expect(simulate.effects({ kind: 'display', notification: 'fcm-1' })).toEqual([]);
  const shown = simulate.expectEffect({ kind: 'display', notification: 'chat-42' });
  expect(shown.actions.map((a) => a.id)).toEqual(['mark-as-read', 'reply']);
  expect(shown.channel).toBe('chat');
  const displayed = await notifee.getDisplayedNotifications();
  expect(displayed.map((d) => d.id)).toEqual(['chat-42']);
});

test('"Mark as read" reaches onBackgroundEvent with ACTION_PRESS and cancels the notification', async () => {
  simulate.push(payload, { platform: 'android' });
  await simulate.settle();
  await simulate.tap('chat-42', 'mark-as-read');
  simulate.expectEffect({ kind: 'log', message: 'chat 42 marked as read' });
  simulate.expectEffect({ kind: 'handler', surface: 'notifee', notification: 'chat-42' });
  expect(await notifee.getDisplayedNotifications()).toEqual([]);
});

test('a reply typed on iOS reaches the handler as detail.input', async () => {
  simulate.push(payload, { platform: 'ios' });
  await simulate.settle();
  await simulate.tap('chat-42', 'reply', { text: 'Yes, 12:30' });
  simulate.expectEffect({ kind: 'log', message: 'reply to chat 42: Yes, 12:30' });
});
