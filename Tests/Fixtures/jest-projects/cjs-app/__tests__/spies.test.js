const transport = require('../lib/transport');

test('a spy is made', () => {
  jest.spyOn(transport, 'deliver').mockReturnValue('spied');
  expect(transport.deliver('x')).toBe('spied');
});

test('restoreMocks put the original back', () => {
  expect(transport.deliver('x')).toBe('delivered:x');
});
