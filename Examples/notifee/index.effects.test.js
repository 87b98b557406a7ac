// One Notifee call mocked with `jest.fn` (through jest.spyOn), everything else on the
// simulated device: the push goes through React Native Firebase's handler, the press
// through Notifee's onBackgroundEvent, and the effects the device recorded are kept as a
// Jest snapshot (__snapshots__/index.effects.test.js.snap).
//
//   jshost test --ci index.effects.test.js          (in this folder)
import notifee from '@notifee/react-native';
import './index.js';
const payload = require('./payload.json');

afterEach(() => {
  jest.restoreAllMocks();
});

test('"Mark as read" with cancelNotification mocked: the handler ran, the notification stays', async () => {
  const cancel = jest.spyOn(notifee, 'cancelNotification').mockResolvedValue(undefined);
  simulate.push(payload, { id: 'fcm-1', platform: 'android' });
  await simulate.settle();
  await simulate.tap('chat-42', 'mark-as-read');
  expect(cancel).toHaveBeenCalledWith('chat-42');
  expect(cancel.mock.calls).toMatchSnapshot('cancelNotification calls');
  // Without the timings (`t`, `ms`), which are not what this test is about.
  expect(simulate.effects().map(({ t, ms, ...effect }) => effect)).toMatchSnapshot('effects');
  expect((await notifee.getDisplayedNotifications()).map((n) => n.id)).toEqual(['chat-42']);
});
