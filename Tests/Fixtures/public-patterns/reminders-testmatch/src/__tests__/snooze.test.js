const { DEFAULT_SNOOZE_OPTIONS, snoozeLabel } = require('../reminders/snooze');
const { reminder } = require('./helpers/reminder');

describe('snooze labels', () => {
  it('labels the default options', () => {
    expect(DEFAULT_SNOOZE_OPTIONS.map(snoozeLabel)).toEqual(['15 min', '1 h', '1 d']);
  });

  it('keeps the reminder it is given', () => {
    expect(reminder('Pagar alquiler')).toMatchObject({ title: 'Pagar alquiler' });
  });
});
