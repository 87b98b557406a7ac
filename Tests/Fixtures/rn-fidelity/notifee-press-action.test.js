// Notifee on Android: a body press opens the app only when android.pressAction launches an
// activity (android/…/NotificationPendingIntent.java shouldCreateLaunchActivityIntent,
// src/validators/validateAndroidPressAction.ts); without a pressAction the PRESS event
// has no pressAction and the app stays where it was (NotificationReceiverHandler.java).
// Run with --platform android.
import notifee, { EventType } from '@notifee/react-native';

const events = [];
notifee.onBackgroundEvent(async ({ type, detail }) => {
  events.push(`background ${EventType[type]} ${detail.pressAction ? detail.pressAction.id : '-'}`);
});
notifee.onForegroundEvent(({ type, detail }) => {
  if (type !== EventType.DELIVERED) events.push(`foreground ${EventType[type]} ${detail.pressAction ? detail.pressAction.id : '-'}`);
});

// Android 8+ posts nothing on a channel that was never created.
beforeAll(() => notifee.createChannel({ id: 'c', name: 'Channel' }));
beforeEach(() => { simulate.appState('background'); events.length = 0; });

test.each([
  ['no pressAction', undefined, false, 'background PRESS -'],
  ["pressAction {id: 'default'}", { id: 'default' }, true, 'background PRESS default'],
  ["pressAction {id: 'open', launchActivity: 'default'}", { id: 'open', launchActivity: 'default' }, true, 'background PRESS open'],
  ["pressAction {id: 'quiet'} (no activity)", { id: 'quiet' }, false, 'background PRESS quiet'],
])('android, %s: opens the app: %s', async (_, pressAction, opens, event) => {
  await notifee.displayNotification({ id: 'n', title: 'Hi', android: { channelId: 'c', pressAction } });
  await simulate.settle();
  events.length = 0;
  await simulate.open('n');
  expect(simulate.effects('openApp').length).toBe(opens ? 1 : 0);
  expect(events.filter((e) => !e.includes('DELIVERED'))).toEqual([event]);
});

test('android: an action button opens the app only with an activity to launch', async () => {
  await notifee.displayNotification({ id: 'a', title: 'Hi', android: { channelId: 'c', actions: [
    { title: 'Later', pressAction: { id: 'later' } },
    { title: 'Open', pressAction: { id: 'open', launchActivity: 'default' } },
    { title: 'Main', pressAction: { id: 'default' } },
  ] } });
  const shown = simulate.expectEffect({ kind: 'display', notification: 'a' });
  expect(shown.actions.map((a) => [a.id, a.foreground])).toEqual([['later', false], ['open', true], ['default', true]]);
  await simulate.tap('a', 'later');
  expect(simulate.effects('openApp').length).toBe(0);
  await simulate.tap('a', 'open');
  expect(simulate.effects('openApp').length).toBe(1);
});

test('a bad pressAction is refused as Notifee refuses it, before any native call', () => {
  // NotifeeApiModule.ts validates in a plain (not async) method: it throws at once.
  expect(() => notifee.displayNotification({ id: 'b', title: 'x', android: { channelId: 'c', pressAction: { id: '' } } }))
    .toThrow("notifee.displayNotification(*) 'notification.android.pressAction' 'id' expected a non-empty string value.");
  expect(simulate.effects('display').filter((d) => d.notification === 'b')).toEqual([]);
});
