import { notify } from '../src/push';

const Map = 5;
jest.mock('../src/api', () => ({ send: () => Map }));

test('a global name the file declares is the file binding (pure here)', () => {
  expect(notify('a')).toBe(5);
});
