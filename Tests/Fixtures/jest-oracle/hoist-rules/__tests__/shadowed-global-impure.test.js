import { notify } from '../src/push';

let Map = Object.create(null);
jest.mock('../src/api', () => ({ send: () => typeof Map }));

test('never runs: a global name the file declares with an impure value', () => {
  expect(notify('a')).toBe('object');
});
