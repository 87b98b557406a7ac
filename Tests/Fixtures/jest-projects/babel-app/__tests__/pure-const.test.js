import { notify } from '../src/push';

const PREFIX = 'pure';
let format = (m) => `${PREFIX}:${m}`;
jest.mock('../src/api', () => ({ send: (m) => format(m) }));

test('a never-reassigned binding with a pure value may be read by a factory', () => {
  expect(notify('a')).toBe('pure:A');
});
