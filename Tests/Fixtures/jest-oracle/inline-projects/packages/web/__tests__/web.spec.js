test('a folder project: its own testRegex, none of the inline setup', () => {
  expect(global.PROJECT).toBeUndefined();
  expect(() => require('push-config')).toThrow();
});
