import { notify, notifyThroughNamespace } from '../src/push';

// The common pattern: the mock function is made after the imports, and the factory
// (hoisted above them) reads it lazily.
const mockSend = jest.fn((message) => `mocked:${message}`);
jest.mock('../src/api', () => ({
  send: (...args) => mockSend(...args),
}));

describe('a factory reading mock* variables', () => {
  test('the module under test gets the mock', () => {
    expect(notify('hello')).toBe('mocked:HELLO');
    expect(mockSend).toHaveBeenCalledWith('HELLO');
  });

  test('a namespace import sees the same mock', () => {
    expect(notifyThroughNamespace('x')).toBe('mocked:x');
  });

  test('clearMocks cleared the calls of the test before', () => {
    expect(mockSend).not.toHaveBeenCalled();
  });
});
