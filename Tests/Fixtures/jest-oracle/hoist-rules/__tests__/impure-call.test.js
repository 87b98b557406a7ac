import { notify } from '../src/push';

const fixed = String('x');
jest.mock('../src/api', () => ({ send: () => fixed }));

test('never runs: a call is not pure', () => {
  expect(notify('a')).toBe('x');
});
