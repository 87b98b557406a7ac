// expect.extend, expect.assertions, expect.hasAssertions, resolves/rejects, toThrow.
expect.extend({
  toBeWithinRange(received, floor, ceiling) {
    const pass = received >= floor && received <= ceiling;
    return {
      pass,
      message: () => `expected ${this.utils.printReceived(received)} ${this.isNot ? 'not ' : ''}to be within range ${floor} - ${ceiling}`,
    };
  },
  toEqualIgnoringId(received, expected) {
    const { id, ...rest } = received;
    return { pass: this.equals(rest, expected), message: () => 'objects differ ignoring id' };
  },
  async toResolveTo(received, expected) {
    const value = await received;
    return { pass: value === expected, message: () => `resolved to ${value}` };
  },
  toReportPromise() {
    return { pass: this.promise === 'resolves', message: () => `promise was ${this.promise}` };
  },
});

describe('expect.extend', () => {
  test('a custom matcher', () => {
    expect(5).toBeWithinRange(1, 10);
    expect(15).not.toBeWithinRange(1, 10);
  });
  test('this.equals', () => {
    expect({ id: 1, kind: 'a' }).toEqualIgnoringId({ kind: 'a' });
  });
  test('an async custom matcher', async () => {
    await expect(Promise.resolve(3)).toResolveTo(3);
  });
  test('this.promise', async () => {
    await expect(Promise.resolve(1)).resolves.toReportPromise();
  });
  test('asymmetric use', () => {
    expect({ n: 5 }).toEqual({ n: expect.toBeWithinRange(1, 10) });
    expect({ n: 50 }).toEqual({ n: expect.not.toBeWithinRange(1, 10) });
  });
  test('fails with the custom message', () => {
    expect(50).toBeWithinRange(1, 10);
  });
  test('fails negated with the custom message', () => {
    expect(5).not.toBeWithinRange(1, 10);
  });
});

describe('assertion counts', () => {
  test('expect.assertions passes', () => {
    expect.assertions(2);
    expect(1).toBe(1);
    expect(2).toBe(2);
  });
  test('expect.assertions fails on too few', () => {
    expect.assertions(2);
    expect(1).toBe(1);
  });
  test('expect.assertions counts async assertions', async () => {
    expect.assertions(1);
    await expect(Promise.reject(new Error('no'))).rejects.toThrow('no');
  });
  test('expect.hasAssertions fails with none', () => {
    expect.hasAssertions();
  });
  test('expect.hasAssertions passes', () => {
    expect.hasAssertions();
    expect(true).toBe(true);
  });
});

describe('resolves and rejects', () => {
  test('resolves', async () => {
    await expect(Promise.resolve({ ok: true })).resolves.toEqual({ ok: true });
    await expect(Promise.resolve(1)).resolves.not.toBe(2);
  });
  test('rejects with an async function', async () => {
    await expect(async () => { throw new Error('boom'); }).rejects.toThrow('boom');
  });
  test('rejects with a non-error value', async () => {
    await expect(Promise.reject('plain')).rejects.toBe('plain');
  });
  test('fails: resolves on a rejected promise', async () => {
    await expect(Promise.reject(new Error('no'))).resolves.toBe(1);
  });
  test('fails: rejects on a resolved promise', async () => {
    await expect(Promise.resolve(1)).rejects.toThrow();
  });
  test('fails: resolves on a non-promise', async () => {
    await expect(1).resolves.toBe(1);
  });
  test('returning the promise counts', () => {
    return expect(Promise.resolve(2)).resolves.toBe(2);
  });
});

describe('toThrow', () => {
  const boom = () => { throw new TypeError('payload is missing "aps"'); };
  test('substring, regexp, class, error object', () => {
    expect(boom).toThrow('missing');
    expect(boom).toThrow(/"aps"$/);
    expect(boom).toThrow(TypeError);
    expect(boom).toThrow(new Error('payload is missing "aps"'));
    expect(boom).toThrowError('payload');
  });
  test('with asymmetric matchers', () => {
    expect(boom).toThrow(expect.objectContaining({ message: expect.stringContaining('aps') }));
    expect(boom).toThrow(expect.any(TypeError));
  });
  test('a thrown non-error', () => {
    expect(() => { throw 'text'; }).toThrow('text');
  });
  test('not.toThrow', () => {
    expect(() => 1).not.toThrow();
  });
  test('fails: did not throw', () => {
    expect(() => 1).toThrow('x');
  });
  test('fails: wrong message', () => {
    expect(boom).toThrow('present');
  });
  test('fails: wrong class', () => {
    expect(boom).toThrow(RangeError);
  });
  test('fails: received is not a function', () => {
    expect(1).toThrow();
  });
});
