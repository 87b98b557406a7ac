import { jest, expect as expectFn } from '@jest/globals';
import { notify } from '../src/push';

jest.mock('../src/api', () => ({ send: jest.fn(() => 'g') }));

test('jest imported from @jest/globals may be read by a factory', () => {
  expectFn(notify('a')).toBe('g');
});
