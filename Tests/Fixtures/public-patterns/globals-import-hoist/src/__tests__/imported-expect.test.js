import { jest, it, expect } from '@jest/globals';

// Only `jest` is let through: another name imported from @jest/globals is out of scope.
jest.mock('../features/documents/fs', () => {
  expect(true).toBe(true);
  return { getInfoAsync: jest.fn() };
});

it('never runs: the factory reads an imported expect', () => {
  require('../features/documents/fs');
});
