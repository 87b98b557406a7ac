// What the configuration sets up, seen from a test file.
const { title } = require('@app/format');
const style = require('../src/theme.css');

test('setupFiles ran before the test file', () => {
  expect(APP_NAME).toBe('Notifier');
  expect(setupCount).toBe(1);
});

test('setupFilesAfterEnv added a matcher and a beforeEach', () => {
  expect('n12').toBeNotificationId();
  expect(beforeEachRan).toBe(true);
});

test('fails: the matcher from setupFilesAfterEnv fails too', () => {
  expect('x').toBeNotificationId();
});

test('moduleNameMapper maps @app/ and .css', () => {
  expect(title({ title: 'Inbox', count: 2 })).toBe('Inbox (2)');
  expect(style).toEqual({ styleMock: true });
});

describe('clearMocks', () => {
  test('a call in one test', () => {
    sharedSpy('first');
    expect(sharedSpy).toHaveBeenCalledTimes(1);
  });
  test('is cleared before the next', () => {
    expect(sharedSpy).not.toHaveBeenCalled();
  });
});

test('fails: testTimeout of 300 ms', async () => {
  await new Promise((resolve) => setTimeout(resolve, 1000));
});

test('a test may set its own timeout above testTimeout', async () => {
  await new Promise((resolve) => setTimeout(resolve, 400));
}, 2000);

test('snapshotFormat: the Jest 28 style (Object {, escaped strings)', () => {
  expect({ list: ['a "quoted" b'] }).toMatchSnapshot();
});

test('fails: a snapshot in the other format', () => {
  expect({ list: [1] }).toMatchSnapshot();
});
