import { notify } from '../src/push';

let calls = 0;
jest.mock('../src/api', () => {
  calls += 1;
  return { send: (m) => 'mock:' + m };
});

test('a compound assignment to an outer variable is not a reference either', () => {
  expect(notify('a')).toBe('mock:A');
});
