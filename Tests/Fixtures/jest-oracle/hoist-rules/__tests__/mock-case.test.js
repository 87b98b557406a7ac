import { notify } from '../src/push';

const MockSender = (m) => 'M' + m;
const MOCK_PREFIX = 'P';
jest.mock('../src/api', () => ({ send: (m) => MOCK_PREFIX + MockSender(m) }));

test('mock names in any case are allowed', () => {
  expect(notify('a')).toBe('PMA');
});
