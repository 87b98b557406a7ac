import { notify } from '../src/push';

let label = 'a';
label = 'b';
jest.mock('../src/api', () => ({ send: () => label }));

test('never runs: a reassigned binding is not constant', () => {
  expect(notify('a')).toBe('b');
});
