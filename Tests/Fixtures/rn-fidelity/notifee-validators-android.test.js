// Notifee's JavaScript validation on Android (src/validators/validateAndroidNotification.ts,
// validateAndroidAction.ts, validateAndroidInput.ts, validateAndroidChannel.ts): a channel id
// is required, actions and inputs are checked, and nothing bad reaches the device.
// Run with --platform android.
import notifee, { AndroidImportance, AndroidStyle } from '@notifee/react-native';

async function showOrder(order) {
  const channelId = await notifee.createChannel({ id: 'orders', name: 'Orders', importance: AndroidImportance.HIGH });
  return notifee.displayNotification({
    id: order.id,
    title: 'Order ' + order.id,
    body: order.status,
    android: {
      channelId,
      pressAction: { id: 'default' },
      actions: order.actions,
      style: order.style,
    },
  });
}

test('an android block without channelId throws on Android (no android block is not checked)', () => {
  expect(() => notifee.displayNotification({ title: 'x', android: { smallIcon: 'ic_small' } }))
    .toThrow("notifee.displayNotification(*) 'notification.android.channelId' expected a string value.");
  expect(simulate.effects('display')).toEqual([]);
});

test('a valid notification shows its buttons, in the channel it names', async () => {
  await showOrder({ id: 'o1', status: 'Shipped', actions: [
    { title: 'Track', pressAction: { id: 'track', launchActivity: 'default' } },
    { title: 'Reply', pressAction: { id: 'reply' }, input: { placeholder: 'Message', choices: ['OK', 'Thanks'] } },
  ] });
  const shown = simulate.expectEffect({ kind: 'display', notification: 'o1', channel: 'orders' });
  expect(shown.actions.map((a) => a.id)).toEqual(['track', 'reply']);
});

test.each([
  [[{ title: '', pressAction: { id: 'x' } }], "'notification.android.actions' invalid AndroidAction. 'action.title' expected a string value.."],
  [[{ title: 'Track' }], "'notification.android.actions' invalid AndroidAction. 'action' 'pressAction' expected an object value.."],
  [[{ title: 'Reply', pressAction: { id: 'r' }, input: { allowFreeFormInput: false } }],
    "'notification.android.actions' invalid AndroidAction. 'action.input' 'input.allowFreeFormInput' when false, you must provide at least one choice..."],
])('actions %j are refused', async (actions, message) => {
  await expect(showOrder({ id: 'o2', status: 'x', actions })).rejects.toThrow('notifee.displayNotification(*) ' + message);
  expect(simulate.effects('display').filter((d) => d.notification === 'o2')).toEqual([]);
});

test('styles, colours and other fields follow validateAndroidNotification.ts', () => {
  const base = { title: 'x', android: { channelId: 'orders' } };
  const withAndroid = (extra) => ({ ...base, android: { ...base.android, ...extra } });
  expect(() => notifee.displayNotification(withAndroid({ style: { type: AndroidStyle.BIGTEXT } })))
    .toThrow("'notification.android.style' BigTextStyle: 'text' expected a valid string value.");
  expect(() => notifee.displayNotification(withAndroid({ color: 'rouge' })))
    .toThrow("'notification.android.color' invalid color. Expected an AndroidColor or hexadecimal string value.");
  expect(() => notifee.displayNotification(withAndroid({ tag: 'a|b' })))
    .toThrow('\'notification.android.tag\' tag cannot contain the "|" (pipe) character.');
  expect(() => notifee.displayNotification(withAndroid({ progress: { max: 10, current: 11 } })))
    .toThrow("'notification.android.progress' the current value cannot be greater than the max value.");
});

test('channel and group mistakes name the field', () => {
  expect(() => notifee.createChannel({ id: 'c', name: 'C', vibrationPattern: [100] }))
    .toThrow("notifee.createChannel(*) 'channel.vibrationPattern' expected an array containing an even number of positive values.");
  expect(() => notifee.createChannelGroup({ id: 'g' })).toThrow("notifee.createChannelGroup(*) 'group.name' expected a string value.");
});

test('setNotificationCategories is iOS only: on Android it resolves without looking', async () => {
  await expect(notifee.setNotificationCategories('not even an array')).resolves.toBeUndefined();
});
