import { send, version } from '../src/api';
import { cancelAll } from '../src/push';

// A partial manual mock: `cancel` and `version` are not there.
jest.mock('../src/api', () => ({ send: jest.fn(() => 'partial') }));

test('a named import the mock lacks is undefined, not an error at load', () => {
  expect(send('a')).toBe('partial');
  expect(version).toBeUndefined();
});

test('calling what the mock lacks fails the test that calls it', () => {
  expect(cancelAll([1])).toEqual(['cancelled:1']);
});
