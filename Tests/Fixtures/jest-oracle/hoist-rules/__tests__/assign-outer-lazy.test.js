let collectionName = 'none';
jest.mock('../src/api', () => {
  const name = 'notifications';
  collectionName = name;
  return { send: (m) => 'mock:' + m };
});

test('an assignment to an outer variable inside the factory is allowed', () => {
  const { notify } = require('../src/push');
  expect(notify('a')).toBe('mock:A');
  expect(collectionName).toBe('notifications');
});
