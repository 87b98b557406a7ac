// setupFilesAfterEnv: the test framework is there (expect.extend, beforeEach).
expect.extend({
  toBeNotificationId(received) {
    const pass = typeof received === 'string' && /^n\d+$/.test(received);
    return { pass, message: () => `expected ${received} ${pass ? 'not ' : ''}to be a notification id` };
  },
});
global.sharedSpy = jest.fn();
beforeEach(() => {
  global.beforeEachRan = true;
});
