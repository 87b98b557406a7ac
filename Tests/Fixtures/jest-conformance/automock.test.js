// jest.mock(path) with neither a factory nor a __mocks__ file: an automock.
const sdk = require('./lib/sdk');

jest.mock('./lib/sdk');

test('functions become mock functions returning undefined', () => {
  expect(jest.isMockFunction(sdk.onBackgroundEvent)).toBe(true);
  expect(sdk.onBackgroundEvent(() => {})).toBeUndefined();
  expect(jest.isMockFunction(sdk.requestPermission)).toBe(true);
  expect(sdk.requestPermission()).toBeUndefined();
});

test('nested objects are walked', () => {
  expect(jest.isMockFunction(sdk.events.onPress)).toBe(true);
  expect(jest.isMockFunction(sdk.events.nested.deep)).toBe(true);
});

test('primitives stay and arrays become empty', () => {
  expect(sdk.EventType).toEqual({ PRESS: 1, DISMISSED: 2 });
  expect(sdk.version).toBe('2.1.0');
  expect(sdk.defaultActions).toEqual([]);
});

test('classes become mock constructors with mocked methods', () => {
  const channel = new sdk.Channel('alerts');
  expect(sdk.Channel).toHaveBeenCalledWith('alerts');
  expect(channel.id).toBeUndefined();
  expect(channel.send('x')).toBeUndefined();
  expect(jest.isMockFunction(channel.send)).toBe(true);
  channel.send('hello');
  expect(sdk.Channel.mock.instances[0].send).toHaveBeenCalledWith('hello');
});

test('an automock can be given behaviour', () => {
  sdk.requestPermission.mockResolvedValue('denied');
  return expect(sdk.requestPermission()).resolves.toBe('denied');
});

test('the mocked function keeps its name', () => {
  expect(sdk.requestPermission.name).toBe('requestPermission');
});

test('createMockFromModule', () => {
  const made = jest.createMockFromModule('./lib/sdk');
  expect(jest.isMockFunction(made.onBackgroundEvent)).toBe(true);
  expect(made.version).toBe('2.1.0');
});
