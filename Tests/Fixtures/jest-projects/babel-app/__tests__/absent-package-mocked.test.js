const { register } = require('../src/sdk');

jest.mock('absent-push-sdk');

test('jest.mock of a package that is not installed takes the root __mocks__ file', () => {
  expect(register()).toBe('registered:token');
});
