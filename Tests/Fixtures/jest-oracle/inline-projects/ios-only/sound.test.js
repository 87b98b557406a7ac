test('only the ios project matches this file', () => {
  expect(global.PROJECT).toBe('ios');
  expect(require('push-config').sound).toBe('default.caf');
});
