const { publish } = require('@lib/channel');
const transport = require('@lib/transport');
const kit = require('push-test-kit');

jest.mock('@lib/transport', () => ({ deliver: jest.fn(() => 'mocked') }));

test('the package setup file ran', () => {
  expect(global.pushTestKitLoaded).toBe(true);
});

test('a mapped module is mocked through its alias', () => {
  expect(publish('a')).toBe('mocked');
  expect(transport.deliver).toHaveBeenCalledWith('a');
  expect(transport.retries).toBeUndefined();
});

test('the setup file reset the kit before this test', () => {
  expect(kit.sent()).toEqual([]);
});
