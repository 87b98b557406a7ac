import { notify } from '../src/push';

let calls = 0;
jest.mock('../src/api', () => {
  calls++;
  return { send: (m) => 'mock:' + m };
});

test('never runs: an update expression reads the variable', () => {
  expect(notify('a')).toBe('mock:A');
});
