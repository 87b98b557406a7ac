const { greet } = require('../lib/app');
const { allowed } = require('../lib/strict/rules');
const { a } = require('../lib/glob/a');
const { b } = require('../lib/glob/b');

test('partly covered', () => {
  expect(greet('Ann')).toBe('Hello, Ann');
  expect(allowed('alert')).toBe(true);
  expect(a(1)).toBe('yes');
  expect(b(1)).toBe(1);
});
