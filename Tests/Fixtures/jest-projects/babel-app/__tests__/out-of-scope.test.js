import { notify } from '../src/push';
import { track } from '../src/analytics';

jest.mock('../src/api', () => ({ send: (m) => track(m) }));

test('never runs: the factory reads an imported binding', () => {
  expect(notify('a')).toBe('tracked');
});
