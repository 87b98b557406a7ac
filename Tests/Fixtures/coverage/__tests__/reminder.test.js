const { snoozeDelay, label, Scheduler } = require('../lib/reminder');

test('snooze', () => {
  expect(snoozeDelay('snooze', 5)).toBe(300000);
  expect(label('urgent')).toBe('Urgent');
  expect(new Scheduler(10).at()).toBe(10);
});
