test('jest.doMock is not hoisted and applies to later requires', () => {
  const before = require('../src/push');
  expect(before.notify('a')).toBe('real:A');
  jest.resetModules();
  jest.doMock('../src/api', () => ({ send: () => 'doMock' }));
  const after = require('../src/push');
  expect(after.notify('a')).toBe('doMock');
});
