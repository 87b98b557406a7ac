const hints = require('../lib/hints');
const { generated } = require('../lib/generated');

test('hinted code is left out of the counts', () => {
  expect(hints.sign(2)).toBe('positive');
  expect(hints.ternary(true)).toBe('on');
  expect(hints.logical('x')).toBe('x');
  expect(hints.both(true)).toBe(1);
  expect(hints.kind('a')).toBe(1);
  expect(hints.handlers.used()).toBe('u');
  expect(new hints.Thing().kept()).toBe(2);
  expect(hints.nested(5)).toBe('small');
  expect(hints.nested(0)).toBe(0);
  expect(hints.withDefault(undefined, 3)).toBe(4);
  expect(generated(1)).toBe('yes');
});
