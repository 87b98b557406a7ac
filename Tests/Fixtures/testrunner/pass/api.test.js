const order = [];
beforeAll(() => order.push('beforeAll'));
afterAll(() => { order.push('afterAll'); });

describe('matchers', () => {
  beforeEach(() => order.push('beforeEach outer'));
  afterEach(() => order.push('afterEach outer'));

  test('equality', () => {
    expect(1 + 1).toBe(2);
    expect({ a: 1, b: [1, 2] }).toEqual({ a: 1, b: [1, 2] });
    expect({ a: 1, b: undefined }).toEqual({ a: 1 });
    expect({ a: 1, b: undefined }).not.toStrictEqual({ a: 1 });
    expect([1, 2, 3]).toContain(2);
    expect('hello world').toContain('world');
    expect('abc').toHaveLength(3);
    expect(null).toBeNull();
    expect(undefined).toBeUndefined();
    expect(0).toBeDefined();
    expect(1).toBeTruthy();
    expect('').toBeFalsy();
    expect(3).toBeGreaterThan(2);
    expect(2).toBeLessThan(3);
    expect(0.1 + 0.2).toBeCloseTo(0.3);
    expect({ a: { b: 2, c: 3 }, d: 4 }).toMatchObject({ a: { b: 2 } });
    expect('jshost').toMatch(/host$/);
    expect({ x: { y: 1 } }).toHaveProperty('x.y', 1);
    expect(new Map([[1, 'a']])).toEqual(new Map([[1, 'a']]));
    expect({ id: 'n1', t: 12.5 }).toEqual({ id: expect.any(String), t: expect.any(Number) });
  });

  test('toThrow', () => {
    expect(() => { throw new TypeError('bad input'); }).toThrow();
    expect(() => { throw new TypeError('bad input'); }).toThrow('bad');
    expect(() => { throw new TypeError('bad input'); }).toThrow(/input$/);
    expect(() => { throw new TypeError('bad input'); }).toThrow(TypeError);
    expect(() => {}).not.toThrow();
  });

  describe('nested', () => {
    beforeEach(() => order.push('beforeEach inner'));
    test('hooks run outer to inner', () => {
      expect(order.slice(-2)).toEqual(['beforeEach outer', 'beforeEach inner']);
    });
  });
});

describe('async', () => {
  test('awaits timers on the virtual clock', async () => {
    const start = Date.now();
    await new Promise(resolve => setTimeout(resolve, 3000));
    expect(Date.now() - start).toBeGreaterThanOrEqual(3000);
  });

  test('resolves and rejects', async () => {
    await expect(Promise.resolve(42)).resolves.toBe(42);
    await expect(Promise.reject(new Error('nope'))).rejects.toThrow('nope');
    await expect(Promise.resolve({ a: 1 })).resolves.not.toEqual({ a: 2 });
  });

  test('done callback', done => {
    setTimeout(() => done(), 10);
  });

  test('simulate.advance moves the clock without counting against the timeout', async () => {
    let fired = false;
    setTimeout(() => { fired = true; }, 20000);
    simulate.advance(20000);
    expect(fired).toBe(true);
  });
});

test('advanceAsync runs promise continuations between timers', async () => {
  const seen = [];
  (async () => {
    await new Promise(r => setTimeout(r, 100));
    seen.push('first');
    await new Promise(r => setTimeout(r, 100));
    seen.push('second');
  })();
  await simulate.advanceAsync(200);
  expect(seen).toEqual(['first', 'second']);
});

test('console output is captured', () => {
  console.log('hello from a test');
  expect(simulate.effects('log')).toMatchObject([{ level: 'log', message: 'hello from a test' }]);
});

test.todo('write more tests');
