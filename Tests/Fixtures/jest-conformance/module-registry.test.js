// jest.resetModules and jest.isolateModules: a fresh module registry.
jest.mock('./lib/notify', () => ({ post: jest.fn(() => 'mocked'), made: Math.random() }));

afterEach(() => {
  jest.resetModules();
});

test('a module is shared between requires', () => {
  const a = require('./lib/counter');
  const b = require('./lib/counter');
  a.next();
  expect(b.next()).toBe(2);
  expect(a).toBe(b);
});

test('resetModules gives a fresh copy on the next require', () => {
  const before = require('./lib/counter');
  before.next();
  before.next();
  jest.resetModules();
  const after = require('./lib/counter');
  expect(after).not.toBe(before);
  expect(after.next()).toBe(1);
  expect(before.next()).toBe(3);
});

test('resetModules makes mock factories run again', () => {
  const first = require('./lib/notify');
  jest.resetModules();
  const second = require('./lib/notify');
  expect(second).not.toBe(first);
  expect(jest.isMockFunction(second.post)).toBe(true);
  expect(second.post()).toBe('mocked');
});

test('afterEach resetModules: this test starts fresh', () => {
  expect(require('./lib/counter').next()).toBe(1);
});

test('isolateModules: modules required inside are fresh and stay inside', () => {
  const outside = require('./lib/counter');
  outside.next();
  let inside;
  jest.isolateModules(() => {
    inside = require('./lib/counter');
    expect(require('./lib/counter')).toBe(inside);
  });
  expect(inside).not.toBe(outside);
  expect(inside.next()).toBe(1);
  expect(require('./lib/counter')).toBe(outside);
  expect(outside.next()).toBe(2);
});

test('isolateModules reuses a mock already made outside', () => {
  const outer = require('./lib/notify');
  let inner;
  jest.isolateModules(() => {
    inner = require('./lib/notify');
  });
  expect(inner).toBe(outer);
});

test('a mock first made inside isolateModules is dropped afterwards', () => {
  let inner;
  jest.isolateModules(() => {
    inner = require('./lib/notify');
  });
  const outer = require('./lib/notify');
  expect(outer).not.toBe(inner);
  expect(require('./lib/notify')).toBe(outer);
});

test('isolateModules returns the jest object', () => {
  expect(jest.isolateModules(() => {})).toBe(jest);
});

test('isolateModules cannot be nested', () => {
  expect(() => jest.isolateModules(() => jest.isolateModules(() => {}))).toThrow('isolateModules cannot be nested');
});

test('an error inside isolateModules propagates and the registry comes back', () => {
  const outside = require('./lib/counter');
  expect(() => jest.isolateModules(() => { require('./lib/counter'); throw new Error('inside'); })).toThrow('inside');
  expect(require('./lib/counter')).toBe(outside);
});

test('fails: resetModules means a fresh copy, not the old one', () => {
  const before = require('./lib/counter');
  jest.resetModules();
  expect(require('./lib/counter')).toBe(before);
});

test('fails: isolateModules does not share with the outside', () => {
  const outside = require('./lib/counter');
  let inside;
  jest.isolateModules(() => { inside = require('./lib/counter'); });
  expect(inside).toBe(outside);
});
