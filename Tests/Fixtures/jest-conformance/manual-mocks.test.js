// __mocks__ folders: next to a module (used by jest.mock without a factory), and next
// to node_modules (used for that package automatically).
const store = require('./lib/store');
const sdk = require('push-sdk');

jest.mock('./lib/store');

test('jest.mock(path) uses the __mocks__ file next to it', () => {
  expect(store.load()).toBe('from __mocks__');
  expect(store.load).toHaveBeenCalledTimes(1);
});

test('a package is mocked by the root __mocks__ folder without jest.mock', () => {
  expect(sdk.register()).toBe('mocked register');
  expect(jest.isMockFunction(sdk.register)).toBe(true);
});

test('the manual mock can use requireActual', () => {
  expect(sdk.version).toBe('1.0.0');
});

test('jest.requireActual skips the manual mock', () => {
  expect(jest.requireActual('push-sdk').register()).toBe('real register');
});
