// Notifee trigger notifications (createTriggerNotification, TriggerType.TIMESTAMP with
// repeatFrequency) on the virtual clock, also a month or more ahead while Jest's fake timers
// are on: a timer delay over 2^31 - 1 ms (24.8 days) would otherwise fire at once.
import notifee, { TriggerType, RepeatFrequency } from '@notifee/react-native';
const at = (...a) => new Date(...a).getTime();
const shown = (id) => simulate.effects({ kind: 'display', notification: id }).length;

beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 0, 5, 8, 0, 0) }));
afterEach(async () => { await notifee.cancelAllNotifications(); jest.useRealTimers(); });

test('a timestamp 46 days ahead fires then, not before', async () => {
  await notifee.createTriggerNotification({ id: 'renew', title: 'Renew your pass' },
                                          { type: TriggerType.TIMESTAMP, timestamp: at(2026, 1, 20, 9, 0) });
  await simulate.advanceAsync(1000);
  expect(shown('renew')).toBe(0);
  await simulate.advanceAsync(at(2026, 1, 20, 8, 59) - Date.now());
  expect(shown('renew')).toBe(0);
  await simulate.advanceAsync(60 * 1000);
  expect(shown('renew')).toBe(1);
  expect(await notifee.getTriggerNotificationIds()).toEqual([]);
});

test('a weekly repeat keeps firing', async () => {
  await notifee.createTriggerNotification({ id: 'bins', title: 'Bins' },
                                          { type: TriggerType.TIMESTAMP, timestamp: at(2026, 0, 7, 7, 0), repeatFrequency: RepeatFrequency.WEEKLY });
  await simulate.advanceAsync(at(2026, 0, 21, 7, 0) - Date.now());
  expect(shown('bins')).toBe(3);
});
