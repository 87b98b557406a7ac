// Jest's equality rules: toEqual, toStrictEqual, toMatchObject, toBe hints.
describe('toEqual', () => {
  test('ignores undefined properties', () => {
    expect({ a: 1, b: undefined }).toEqual({ a: 1 });
    expect({ a: 1 }).toEqual({ a: 1, b: undefined });
  });
  test('ignores a trailing undefined element', () => {
    expect([1, undefined]).toEqual([1]);
  });
  test('ignores sparseness', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect([, 1]).toEqual([undefined, 1]);
  });
  test('ignores class types', () => {
    class Point { constructor(x) { this.x = x; } }
    expect(new Point(1)).toEqual({ x: 1 });
  });
  test('compares Maps and Sets by content', () => {
    expect(new Map([['a', { n: 1 }]])).toEqual(new Map([['a', { n: 1 }]]));
    expect(new Set([1, { n: 2 }])).toEqual(new Set([{ n: 2 }, 1]));
  });
  test('Maps differ', () => {
    expect(new Map([['a', 1]])).not.toEqual(new Map([['a', 2]]));
  });
  test('Dates and RegExps', () => {
    expect(new Date(5)).toEqual(new Date(5));
    expect(/a/g).toEqual(/a/g);
    expect(/a/g).not.toEqual(/a/i);
  });
  test('errors compare by message', () => {
    expect(new Error('x')).toEqual(new Error('x'));
    expect(new TypeError('x')).toEqual(new Error('x'));
  });
  test('NaN equals NaN, +0 equals -0 is false', () => {
    expect(NaN).toEqual(NaN);
    expect(0).not.toEqual(-0);
  });
  test('boxed primitives', () => {
    expect(new String('a')).toEqual(new String('a'));
    expect(new String('a')).not.toEqual('a');
  });
  test('circular structures', () => {
    const a = { name: 'a' }; a.self = a;
    const b = { name: 'a' }; b.self = b;
    expect(a).toEqual(b);
  });
  test('typed arrays', () => {
    expect(new Uint8Array([1, 2])).toEqual(new Uint8Array([1, 2]));
    expect(new Uint8Array([1, 2])).not.toEqual(new Uint8Array([1, 3]));
  });
  test('symbol keys count', () => {
    const s = Symbol('k');
    expect({ [s]: 1 }).not.toEqual({ [s]: 2 });
  });
  test('fails on a different nested value', () => {
    expect({ kind: 'email', to: ['a@example.com'] }).toEqual({ kind: 'email', to: ['b@example.com'] });
  });
});

describe('toStrictEqual', () => {
  test('undefined properties count', () => {
    expect({ a: 1, b: undefined }).not.toStrictEqual({ a: 1 });
  });
  test('sparseness counts', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect([, 1]).not.toStrictEqual([undefined, 1]);
  });
  test('array length counts', () => {
    expect([1, undefined]).not.toStrictEqual([1]);
  });
  test('class types count', () => {
    class Point { constructor(x) { this.x = x; } }
    expect(new Point(1)).not.toStrictEqual({ x: 1 });
    expect(new Point(1)).toStrictEqual(new Point(1));
  });
  test('fails with undefined property', () => {
    expect({ a: undefined, b: 2 }).toStrictEqual({ b: 2 });
  });
  test('array buffers', () => {
    expect(new Uint8Array([1]).buffer).toStrictEqual(new Uint8Array([1]).buffer);
  });
});

describe('toMatchObject', () => {
  test('a recursive subset', () => {
    expect({ a: 1, b: { c: 2, d: 3 }, e: 4 }).toMatchObject({ b: { c: 2 } });
  });
  test('an undefined expected property needs the property', () => {
    expect({ a: 1 }).toMatchObject({ b: undefined });
  });
  test('an undefined property that exists', () => {
    expect({ a: 1, b: undefined }).toMatchObject({ b: undefined });
  });
  test('arrays must have the same length', () => {
    expect({ list: [1, 2, 3] }).not.toMatchObject({ list: [1, 2] });
    expect([{ a: 1, b: 2 }, { a: 3 }]).toMatchObject([{ a: 1 }, { a: 3 }]);
  });
  test('class instances match plain objects', () => {
    class Effect { constructor() { this.kind = 'alert'; this.title = 'x'; } }
    expect(new Effect()).toMatchObject({ kind: 'alert' });
  });
  test('inherited properties count', () => {
    const base = { inherited: 1 };
    const child = Object.create(base);
    expect(child).toMatchObject({ inherited: 1 });
  });
  test('with asymmetric matchers', () => {
    expect({ id: 'n1', at: 123 }).toMatchObject({ id: expect.stringMatching(/^n\d+$/), at: expect.any(Number) });
  });
  test('fails on a missing nested property', () => {
    expect({ payload: { aps: { alert: 'hi' } } }).toMatchObject({ payload: { aps: { badge: 1 } } });
  });
  test('throws on a non-object', () => {
    expect(() => expect(1).toMatchObject({})).toThrow('received value must be a non-null object');
  });
});

describe('toBe', () => {
  test('Object.is semantics', () => {
    expect(NaN).toBe(NaN);
    expect(0).not.toBe(-0);
  });
  test('fails on equal objects', () => {
    expect({ a: 1 }).toBe({ a: 1 });
  });
  test('fails on different strings', () => {
    expect('snooze').toBe('dismiss');
  });
});

describe('other matchers', () => {
  test('toContain and toContainEqual', () => {
    expect(['a', 'b']).toContain('b');
    expect('hello world').toContain('lo w');
    expect(new Set([1, 2])).toContain(2);
    expect([{ a: 1 }]).toContainEqual({ a: 1 });
    expect([{ a: 1 }]).not.toContain({ a: 1 });
  });
  test('toHaveLength', () => {
    expect([1, 2]).toHaveLength(2);
    expect('abc').toHaveLength(3);
  });
  test('toHaveProperty', () => {
    const o = { a: { b: [1, { c: 'x' }] }, 'dotted.key': 1, u: undefined };
    expect(o).toHaveProperty('a.b[1].c', 'x');
    expect(o).toHaveProperty(['a', 'b', 0], 1);
    expect(o).toHaveProperty(['dotted.key']);
    expect(o).toHaveProperty('u');
    expect(o).not.toHaveProperty('a.z');
    expect(o).toHaveProperty('a', { b: [1, { c: 'x' }] });
  });
  test('toHaveProperty fails with a wrong value', () => {
    expect({ a: { b: 1 } }).toHaveProperty('a.b', 2);
  });
  test('numbers', () => {
    expect(0.1 + 0.2).toBeCloseTo(0.3);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(2).toBeGreaterThan(1);
    expect(2).toBeGreaterThanOrEqual(2);
    expect(1).toBeLessThan(2);
    expect(1).toBeLessThanOrEqual(1);
    expect(10n).toBeGreaterThan(5n);
  });
  test('toBeCloseTo fails', () => {
    expect(0.5).toBeCloseTo(0.6, 1);
  });
  test('truthiness', () => {
    expect(1).toBeTruthy();
    expect('').toBeFalsy();
    expect(null).toBeNull();
    expect(undefined).toBeUndefined();
    expect(0).toBeDefined();
    expect(NaN).toBeNaN();
  });
  test('toMatch', () => {
    expect('Invoice 42').toMatch(/\d+/);
    expect('Invoice 42').toMatch('voice');
  });
  test('toBeInstanceOf', () => {
    expect(new TypeError('x')).toBeInstanceOf(Error);
    expect([]).not.toBeInstanceOf(Map);
  });
  test('toBeGreaterThan with a string throws a matcher error', () => {
    expect('2').toBeGreaterThan(1);
  });
});
