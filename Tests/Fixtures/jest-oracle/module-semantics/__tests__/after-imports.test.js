import { notify } from '../src/push';
import { send } from '../src/api';

jest.mock('../src/api', () => ({ send: jest.fn(() => 'mocked') }));

test('jest.mock below the imports still replaces what they load', () => {
  expect(notify('a')).toBe('mocked');
  expect(send).toHaveBeenCalledWith('A');
});
