const formatTitle = require('format-title');
const sdk = require('legacy-sdk');

test('moduleDirectories: a bare name found in a shared/ folder', () => {
  expect(formatTitle('a')).toBe('[a]');
});

test('modulePaths: a bare name found in vendor/', () => {
  expect(sdk.version).toBe('legacy-1');
});
