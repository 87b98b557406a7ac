// jest.mock with a factory, hoisted above the requires as babel-jest does.
const { sendReminder, onEvent } = require('./lib/reminder');
const notify = require('./lib/notify');

jest.mock('./lib/notify', () => ({
  post: jest.fn(() => 'mocked'),
  subscribe: jest.fn(),
}));

test('the code under test sees the mock', () => {
  expect(sendReminder('hi')).toBe('mocked');
  expect(notify.post).toHaveBeenCalledWith({ text: 'hi' });
});

test('requireActual gives the real module', () => {
  const actual = jest.requireActual('./lib/notify');
  expect(actual.post({ text: 'x' })).toBe('posted x');
  expect(jest.isMockFunction(actual.post)).toBe(false);
});

test('a handler fished out of mock.calls', () => {
  const seen = [];
  onEvent((event) => seen.push(event.type));
  const handler = notify.subscribe.mock.calls[0][0];
  handler({ type: 'press' });
  expect(seen).toEqual(['press']);
});

test('the mock has no real export', () => {
  expect(notify.channels).toBeUndefined();
});

test('fails: the mock returns what the factory said', () => {
  expect(sendReminder('x')).toBe('posted x');
});

jest.mock('react-native-push-notification-not-installed', () => ({ localNotification: jest.fn() }), { virtual: true });

test('a virtual mock stands for a module that is not installed', () => {
  const push = require('react-native-push-notification-not-installed');
  push.localNotification({ message: 'hi' });
  expect(push.localNotification).toHaveBeenCalledWith({ message: 'hi' });
});
