// Notifee on iOS presents its own notification in the foreground as its validated
// ios.foregroundPresentationOptions ask (ios/NotifeeCore/NotifeeCore+UNUserNotificationCenter.m
// willPresentNotification: banner or list, else alert; all on by default in
// validateIOSNotification.ts). A remote message rebuilt from notifee_options gets no defaults
// (NotifeeCoreExtensionHelper.m): without options it is not presented in the foreground.
import notifee from '@notifee/react-native';

const shown = () => simulate.effects('display').map((d) => d.notification);
beforeEach(() => simulate.appState('foreground'));

test('by default a notification displayed in the foreground is shown', async () => {
  await notifee.displayNotification({ id: 'a', title: 'Upload done' });
  expect(shown()).toEqual(['a']);
});

test('sound and badge alone show nothing', async () => {
  await notifee.displayNotification({
    id: 'b', title: 'Synced', ios: { foregroundPresentationOptions: { alert: false, banner: false, list: false, sound: true, badge: true } },
  });
  expect(shown()).toEqual([]);
});

test('list alone shows it', async () => {
  await notifee.displayNotification({ id: 'c', title: 'In the list', ios: { foregroundPresentationOptions: { banner: false, list: true } } });
  expect(shown()).toEqual(['c']);
});

test('a remote notifee_options message follows its own options', async () => {
  simulate.push({ aps: { alert: 'x', 'mutable-content': 1 }, notifee_options: { title: 'Quiet' } }, { id: 'r1' });
  simulate.push({ aps: { alert: 'x', 'mutable-content': 1 }, notifee_options: { title: 'Loud', ios: { foregroundPresentationOptions: { banner: true } } } }, { id: 'r2' });
  await simulate.settle();
  expect(shown()).toEqual(['r2']);
});

test('DELIVERED: a displayed notification in any state, a trigger\'s only in the foreground (iOS)', async () => {
  jest.useFakeTimers();
  const delivered = [];
  notifee.onBackgroundEvent(async ({ type, detail }) => { if (type === 3) delivered.push('background ' + detail.notification.id); });
  const stop = notifee.onForegroundEvent(({ type, detail }) => { if (type === 3) delivered.push('foreground ' + detail.notification.id); });
  simulate.appState('background');
  await notifee.displayNotification({ id: 'd1', title: 'Sent' });
  await notifee.createTriggerNotification({ id: 't1', title: 'Later' }, { type: 0, timestamp: Date.now() + 20 * 60 * 1000 });
  await simulate.advanceAsync(21 * 60 * 1000);
  expect(simulate.effects({ kind: 'display', notification: 't1' }).length).toBe(1);
  simulate.appState('foreground');
  await notifee.createTriggerNotification({ id: 't2', title: 'Soon' }, { type: 0, timestamp: Date.now() + 20 * 60 * 1000 });
  await simulate.advanceAsync(21 * 60 * 1000);
  expect(delivered).toEqual(['background d1', 'foreground t2']);
  stop();
  jest.useRealTimers();
});
