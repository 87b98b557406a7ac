describe('a jest.mock inside a describe body', () => {
  jest.mock('../src/api', () => ({ send: () => 'nested' }));
  test('is hoisted to the top of that body', () => {
    const { notify } = require('../src/push');
    expect(notify('a')).toBe('nested');
  });
});
