const { snoozeLabel } = require('../reminders/snooze');

it('rounds hours', () => {
  expect(snoozeLabel(90)).toBe('2 h');
});
