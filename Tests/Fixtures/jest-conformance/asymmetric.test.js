// Asymmetric matchers, also under expect.not, and inside other matchers.
test('any and anything', () => {
  expect({ n: 1, s: 's', f() {}, b: false, o: {} }).toEqual({
    n: expect.any(Number), s: expect.any(String), f: expect.any(Function), b: expect.any(Boolean), o: expect.any(Object),
  });
  expect(new Map()).toEqual(expect.any(Map));
  expect(0).toEqual(expect.anything());
  expect(null).not.toEqual(expect.anything());
  expect(undefined).not.toEqual(expect.anything());
});

test('any(Object) matches null as Jest does', () => {
  expect(null).toEqual(expect.any(Object));
});

test('anything does not match a missing property', () => {
  expect({}).not.toEqual({ a: expect.anything() });
});

test('objectContaining and arrayContaining', () => {
  expect({ a: 1, b: 2 }).toEqual(expect.objectContaining({ a: 1 }));
  expect([1, 2, 3]).toEqual(expect.arrayContaining([3, 1]));
  expect([1, 2, 3]).toEqual(expect.arrayContaining([]));
  expect({ list: [{ id: 1, x: 2 }] }).toEqual({ list: [expect.objectContaining({ id: 1 })] });
});

test('stringContaining and stringMatching', () => {
  expect('Invoice 42 is due').toEqual(expect.stringContaining('42'));
  expect('Invoice 42').toEqual(expect.stringMatching(/^Invoice \d+$/));
  expect('Invoice 42').toEqual(expect.stringMatching('voice'));
  expect(42).not.toEqual(expect.stringContaining('42'));
});

test('closeTo', () => {
  expect({ total: 0.1 + 0.2 }).toEqual({ total: expect.closeTo(0.3, 5) });
  expect(1.5).toEqual(expect.not.closeTo(1, 2));
});

test('expect.not forms', () => {
  expect({ a: 1 }).toEqual(expect.not.objectContaining({ b: 2 }));
  expect([1, 2]).toEqual(expect.not.arrayContaining([3]));
  expect('abc').toEqual(expect.not.stringContaining('z'));
  expect('abc').toEqual(expect.not.stringMatching(/z/));
});

test('asymmetric matchers in mock matchers', () => {
  const fn = jest.fn();
  fn({ id: 'n1', at: Date.now() }, 'tap');
  expect(fn).toHaveBeenCalledWith(expect.objectContaining({ id: 'n1' }), expect.any(String));
});

test('asymmetric matcher fails inside toEqual', () => {
  expect({ id: 7 }).toEqual({ id: expect.any(String) });
});

test('any() without an argument throws', () => {
  expect(() => expect.any()).toThrow('any() expects to be passed a constructor function');
});

test('objectContaining fails', () => {
  expect({ a: 1 }).toEqual(expect.objectContaining({ a: 2 }));
});

test('arrayContaining fails on a non-array', () => {
  expect('abc').toEqual(expect.arrayContaining(['a']));
});
