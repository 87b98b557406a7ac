// Expo calendar-based triggers (scheduleNotificationAsync.ts parseTrigger) fire on the
// virtual clock at the moments their date components name, and repeat; getNextTriggerDateAsync agrees.
const N = require('expo-notifications');
const T = N.SchedulableTriggerInputTypes;
const at = (...a) => new Date(...a).getTime();
const shown = (id) => simulate.effects({ kind: 'display', notification: id }).length;
const until = (t) => simulate.advanceAsync(t - Date.now());

beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 0, 5, 8, 0, 0) }));  // a Monday, 08:00 local
afterEach(async () => { await N.cancelAllScheduledNotificationsAsync(); jest.useRealTimers(); });

test('daily fires at hour:minute and every day after', async () => {
  const trigger = { type: T.DAILY, hour: 9, minute: 30 };
  expect(await N.getNextTriggerDateAsync(trigger)).toBe(at(2026, 0, 5, 9, 30));
  await N.scheduleNotificationAsync({ identifier: 'daily', content: { title: 'Stand-up' }, trigger });
  await until(at(2026, 0, 5, 9, 29, 59));
  expect(shown('daily')).toBe(0);
  await simulate.advanceAsync(1000);
  expect(shown('daily')).toBe(1);
  expect(await N.getNextTriggerDateAsync(trigger)).toBe(at(2026, 0, 6, 9, 30));
  await until(at(2026, 0, 7, 9, 30));
  expect(shown('daily')).toBe(3);
  expect((await N.getAllScheduledNotificationsAsync()).map((r) => r.identifier)).toEqual(['daily']);
});

test('weekly fires on its weekday (1 = Sunday)', async () => {
  const trigger = { type: T.WEEKLY, weekday: 4, hour: 7, minute: 0 };
  expect(await N.getNextTriggerDateAsync(trigger)).toBe(at(2026, 0, 7, 7, 0));
  await N.scheduleNotificationAsync({ identifier: 'weekly', content: { title: 'Bins' }, trigger });
  await until(at(2026, 0, 7, 6, 59));
  expect(shown('weekly')).toBe(0);
  await until(at(2026, 0, 7, 7, 0));
  expect(shown('weekly')).toBe(1);
  await until(at(2026, 0, 14, 6, 59));
  expect(shown('weekly')).toBe(1);
  await until(at(2026, 0, 14, 7, 0));
  expect(shown('weekly')).toBe(2);
});

test('monthly skips months without the day; yearly months count from 0', async () => {
  const monthly = { type: T.MONTHLY, day: 31, hour: 12, minute: 0 };
  const yearly = { type: T.YEARLY, month: 1, day: 14, hour: 8, minute: 15 };
  expect(await N.getNextTriggerDateAsync(monthly)).toBe(at(2026, 0, 31, 12, 0));
  expect(await N.getNextTriggerDateAsync(yearly)).toBe(at(2026, 1, 14, 8, 15));
  await N.scheduleNotificationAsync({ identifier: 'rent', content: { title: 'Rent' }, trigger: monthly });
  await N.scheduleNotificationAsync({ identifier: 'valentine', content: { title: 'Flowers' }, trigger: yearly });
  await until(at(2026, 0, 31, 12, 0));
  expect(shown('rent')).toBe(1);
  expect(await N.getNextTriggerDateAsync(monthly)).toBe(at(2026, 2, 31, 12, 0));
  await until(at(2026, 1, 14, 8, 15));
  expect(shown('valentine')).toBe(1);
  await until(at(2026, 2, 31, 12, 0));
  expect(shown('rent')).toBe(2);
  await until(at(2027, 1, 14, 8, 15));
  expect(shown('valentine')).toBe(2);
});

test('calendar: iOS date components, repeating or once', async () => {
  // Every Monday at 10:00:00 (smaller components not given are 0).
  const mondays = { type: T.CALENDAR, weekday: 2, hour: 10, repeats: true };
  // March 1st (month 1-12 here, as in DateComponents), once.
  const once = { type: T.CALENDAR, month: 3, day: 1, hour: 6, minute: 45 };
  // Every minute at :30 seconds.
  const halfMinute = { type: T.CALENDAR, second: 30, repeats: true };
  expect(await N.getNextTriggerDateAsync(mondays)).toBe(at(2026, 0, 5, 10, 0, 0));
  expect(await N.getNextTriggerDateAsync(once)).toBe(at(2026, 2, 1, 6, 45));
  expect(await N.getNextTriggerDateAsync(halfMinute)).toBe(at(2026, 0, 5, 8, 0, 30));
  await N.scheduleNotificationAsync({ identifier: 'half', content: { title: 'Tick' }, trigger: halfMinute });
  await until(at(2026, 0, 5, 8, 2, 0));
  expect(shown('half')).toBe(2);
  await N.cancelScheduledNotificationAsync('half');
  await N.scheduleNotificationAsync({ identifier: 'mondays', content: { title: 'Plan' }, trigger: mondays });
  await N.scheduleNotificationAsync({ identifier: 'once', content: { title: 'Spring' }, trigger: once });
  await until(at(2026, 0, 12, 10, 0));
  expect(shown('mondays')).toBe(2);
  await until(at(2026, 2, 2));
  expect(shown('once')).toBe(1);
  expect((await N.getAllScheduledNotificationsAsync()).map((r) => r.identifier)).toEqual(['mondays']);
});

test('date components out of range are rejected as the package does', async () => {
  await expect(N.scheduleNotificationAsync({ content: { title: 'x' }, trigger: { type: T.DAILY, hour: 24, minute: 0 } }))
    .rejects.toThrow('The hour parameter needs to be between 0 and 23. Found: 24');
  await expect(N.scheduleNotificationAsync({ content: { title: 'x' }, trigger: { type: T.WEEKLY, hour: 1, minute: 0 } }))
    .rejects.toThrow('The weekday parameter needs to be present');
  await expect(N.scheduleNotificationAsync({ content: { title: 'x' }, trigger: { type: T.YEARLY, month: 1, day: 30, hour: 1, minute: 0 } }))
    .rejects.toThrow('The day parameter for month 1 must be between 1 and 29. Found: 30');
});
