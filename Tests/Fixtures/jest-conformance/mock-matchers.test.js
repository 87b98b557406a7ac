// The mock matchers and their aliases.
describe('called matchers', () => {
  const fn = jest.fn();
  beforeEach(() => {
    fn.mockClear();
  });

  test('toHaveBeenCalled and toBeCalled', () => {
    fn();
    expect(fn).toHaveBeenCalled();
    expect(fn).toBeCalled();
  });
  test('not.toHaveBeenCalled', () => {
    expect(fn).not.toHaveBeenCalled();
  });
  test('toHaveBeenCalledTimes and toBeCalledTimes', () => {
    fn(); fn();
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toBeCalledTimes(2);
  });
  test('toHaveBeenCalledWith and toBeCalledWith', () => {
    fn('a', { b: [1] });
    fn('c');
    expect(fn).toHaveBeenCalledWith('a', { b: [1] });
    expect(fn).toBeCalledWith('c');
    expect(fn).not.toHaveBeenCalledWith('d');
  });
  test('toHaveBeenLastCalledWith and lastCalledWith', () => {
    fn(1); fn(2);
    expect(fn).toHaveBeenLastCalledWith(2);
    expect(fn).lastCalledWith(2);
  });
  test('toHaveBeenNthCalledWith and nthCalledWith', () => {
    fn('first'); fn('second');
    expect(fn).toHaveBeenNthCalledWith(1, 'first');
    expect(fn).nthCalledWith(2, 'second');
  });
  test('called with uses toEqual rules for arguments', () => {
    fn({ a: 1, b: undefined });
    expect(fn).toHaveBeenCalledWith({ a: 1 });
  });
  test('a missing trailing argument', () => {
    fn(1, undefined);
    expect(fn).toHaveBeenCalledWith(1);
  });
  test('fails: never called', () => {
    expect(fn).toHaveBeenCalled();
  });
  test('fails: called with other arguments', () => {
    fn('snooze', 10);
    expect(fn).toHaveBeenCalledWith('snooze', 15);
  });
  test('fails: wrong call count', () => {
    fn();
    expect(fn).toHaveBeenCalledTimes(3);
  });
  test('fails: not a mock', () => {
    expect(() => {}).toHaveBeenCalled();
  });
  test('fails: nth call out of range', () => {
    fn(1);
    expect(fn).toHaveBeenNthCalledWith(2, 1);
  });
});

describe('returned matchers', () => {
  test('toHaveReturned and toReturn', () => {
    const fn = jest.fn(() => 1);
    fn();
    expect(fn).toHaveReturned();
    expect(fn).toReturn();
  });
  test('a throwing mock has not returned', () => {
    const fn = jest.fn(() => { throw new Error('x'); });
    expect(fn).toThrow();
    expect(fn).not.toHaveReturned();
  });
  test('toHaveReturnedTimes and toReturnTimes', () => {
    const fn = jest.fn((x) => { if (x) throw new Error('x'); return 1; });
    fn(); fn();
    try { fn(true); } catch (e) { /* counted as a throw */ }
    expect(fn).toHaveReturnedTimes(2);
    expect(fn).toReturnTimes(2);
  });
  test('toHaveReturnedWith and toReturnWith', () => {
    const fn = jest.fn((x) => ({ doubled: x * 2 }));
    fn(1); fn(2);
    expect(fn).toHaveReturnedWith({ doubled: 4 });
    expect(fn).toReturnWith({ doubled: 2 });
  });
  test('toHaveLastReturnedWith and lastReturnedWith', () => {
    const fn = jest.fn((x) => x);
    fn(1); fn(2);
    expect(fn).toHaveLastReturnedWith(2);
    expect(fn).lastReturnedWith(2);
  });
  test('toHaveNthReturnedWith and nthReturnedWith', () => {
    const fn = jest.fn((x) => x);
    fn('a'); fn('b');
    expect(fn).toHaveNthReturnedWith(1, 'a');
    expect(fn).nthReturnedWith(2, 'b');
  });
  test('fails: returned something else', () => {
    const fn = jest.fn(() => 'x');
    fn();
    expect(fn).toHaveReturnedWith('y');
  });
  test('spies work with mock matchers', () => {
    const o = { m: (x) => x + 1 };
    const spy = jest.spyOn(o, 'm');
    o.m(1);
    expect(spy).toHaveBeenCalledWith(1);
    expect(spy).toHaveReturnedWith(2);
  });
});
