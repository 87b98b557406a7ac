import fs from 'fs';
import { loadFixture } from '../src/fixtures';

// fs is a Node core module: a factory mock stands for it (jshost has no fs).
jest.mock('fs', () => ({
  readFileSync: jest.fn(() => '{"data":{"body":"eyJ0aXRsZSI6Ik1vY2tlZCJ9"}}'),
}));

const { decodeBody } = jest.requireActual('../src/payload');

test('the code under test reads its fixture through the mock', () => {
  const message = loadFixture('payload.json');
  expect(decodeBody(message)).toEqual({ title: 'Mocked' });
  expect(fs.readFileSync).toHaveBeenCalledWith(expect.stringMatching(/__tests__\/fixtures\/payload\.json$/), 'utf8');
});

test('jest.requireActual gives the real path module', () => {
  expect(jest.requireActual('path').join('a', 'b')).toBe('a/b');
});
