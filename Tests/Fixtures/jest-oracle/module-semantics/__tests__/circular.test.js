import { a, fromB } from '../src/a';
import { seenAtLoad } from '../src/b';

test('circular imports see each other as Babel compiles them', () => {
  expect(a).toBe('a');
  expect(fromB()).toBe('b sees a');
  expect(seenAtLoad).toBe('undefined');
});
