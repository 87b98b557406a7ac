import { notify } from '../src/push';

let collectionName = 'none';
jest.mock('../src/api', () => {
  const name = 'notifications';
  collectionName = name;
  return { send: (m) => 'mock:' + m };
});

test('an assignment to an outer variable inside the factory is allowed', () => {
  expect(notify('a')).toBe('mock:A');
});
test('the assignment ran when the factory ran', () => {
  expect(collectionName).toBe('notifications');
});
