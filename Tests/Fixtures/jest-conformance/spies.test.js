// jest.spyOn: methods, prototypes, getters and setters, console; restoring.
class Mailer {
  send(to) { return `sent to ${to}`; }
  get ready() { return true; }
}

const store = {
  _value: 1,
  get value() { return this._value; },
  set value(v) { this._value = v; },
  read() { return this._value; },
};

afterEach(() => {
  jest.restoreAllMocks();
});

test('spyOn calls through to the original', () => {
  const spy = jest.spyOn(store, 'read');
  expect(store.read()).toBe(1);
  expect(spy).toHaveBeenCalledTimes(1);
  expect(spy.mock.contexts[0]).toBe(store);
});

test('spyOn with a replacement implementation', () => {
  jest.spyOn(store, 'read').mockReturnValue(42);
  expect(store.read()).toBe(42);
});

test('restoreAllMocks put the original back', () => {
  expect(jest.isMockFunction(store.read)).toBe(false);
  expect(store.read()).toBe(1);
});

test('mockRestore restores one spy', () => {
  const original = store.read;
  const spy = jest.spyOn(store, 'read').mockImplementation(() => 7);
  expect(store.read()).toBe(7);
  spy.mockRestore();
  expect(store.read).toBe(original);
});

test('spying on a prototype method reaches every instance', () => {
  const spy = jest.spyOn(Mailer.prototype, 'send');
  const mailer = new Mailer();
  expect(mailer.send('ops@example.com')).toBe('sent to ops@example.com');
  expect(spy).toHaveBeenCalledWith('ops@example.com');
  expect(spy.mock.contexts[0]).toBe(mailer);
});

test('spyOn a getter', () => {
  const spy = jest.spyOn(store, 'value', 'get').mockReturnValue(99);
  expect(store.value).toBe(99);
  expect(spy).toHaveBeenCalledTimes(1);
});

test('spyOn a setter', () => {
  const spy = jest.spyOn(store, 'value', 'set');
  store.value = 5;
  expect(spy).toHaveBeenCalledWith(5);
  expect(store._value).toBe(5);
  store.value = 1;
});

test('spyOn a class getter on the prototype', () => {
  jest.spyOn(Mailer.prototype, 'ready', 'get').mockReturnValue(false);
  expect(new Mailer().ready).toBe(false);
});

test('spyOn console', () => {
  const spy = jest.spyOn(console, 'warn').mockImplementation(() => {});
  console.warn('careful', 1);
  expect(spy).toHaveBeenCalledWith('careful', 1);
});

test('spyOn a property that is not a function throws', () => {
  expect(() => jest.spyOn(store, '_value')).toThrow('Cannot spy the _value property because it is not a function; number given instead');
});

test('spyOn a missing property throws', () => {
  expect(() => jest.spyOn(store, 'nothing')).toThrow('Cannot spy the nothing property because it is not a function; undefined given instead');
});

test('spyOn a getter that does not exist throws', () => {
  expect(() => jest.spyOn(store, 'nope', 'get')).toThrow('nope property does not exist');
});

test('spyOn a primitive throws', () => {
  expect(() => jest.spyOn(1, 'x')).toThrow('on a primitive value; number given');
});

test('a spy after mockReset returns undefined', () => {
  const spy = jest.spyOn(store, 'read');
  spy.mockReset();
  expect(store.read()).toBeUndefined();
});

test('spying twice gives the same spy', () => {
  const a = jest.spyOn(store, 'read');
  const b = jest.spyOn(store, 'read');
  expect(a).toBe(b);
});
