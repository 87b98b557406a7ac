import { jest, expect as expectFn } from '@jest/globals';
import { notify } from '../src/push';

jest.mock('../src/api', () => ({ send: (m) => { expectFn(m).toBe('A'); return 'e'; } }));

test('never runs: another @jest/globals import is not allowed', () => {
  expect(notify('a')).toBe('e');
});
