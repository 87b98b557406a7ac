import legacy = require('../src/legacy');

test('export = is module.exports, import = require is that value', () => {
  expect(legacy('a')).toBe('legacy:a');
  expect(legacy.version).toBe(2);
});
