const { publish } = require('../lib/channel');

test('a module that requires a missing package fails the file', () => {
  expect(require('../lib/uses-missing')).toBeDefined();
});
