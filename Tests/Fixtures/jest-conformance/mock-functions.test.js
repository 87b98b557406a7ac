// jest.fn: the mock.* record and the mock* configuration methods.
describe('jest.fn records calls', () => {
  test('calls, contexts, instances, lastCall', () => {
    const fn = jest.fn();
    const self = { name: 'ctx' };
    fn.call(self, 1, 2);
    fn('a');
    expect(fn.mock.calls).toEqual([[1, 2], ['a']]);
    expect(fn.mock.contexts[0]).toBe(self);
    expect(fn.mock.lastCall).toEqual(['a']);
    expect(fn.mock.instances).toHaveLength(2);
  });

  test('lastCall is undefined before any call', () => {
    const fn = jest.fn();
    expect(fn.mock.lastCall).toBeUndefined();
    expect(fn.mock.calls).toEqual([]);
  });

  test('results record returns and throws', () => {
    const fn = jest.fn((x) => {
      if (x < 0) throw new Error('negative');
      return x * 2;
    });
    fn(2);
    expect(() => fn(-1)).toThrow('negative');
    expect(fn.mock.results[0]).toEqual({ type: 'return', value: 4 });
    expect(fn.mock.results[1].type).toBe('throw');
    expect(fn.mock.results[1].value).toEqual(new Error('negative'));
  });

  test('an incomplete result while the mock runs', () => {
    let seen;
    const fn = jest.fn(() => {
      seen = fn.mock.results[0].type;
      return 1;
    });
    fn();
    expect(seen).toBe('incomplete');
    expect(fn.mock.results[0].type).toBe('return');
  });

  test('instances when called with new', () => {
    const Ctor = jest.fn();
    const a = new Ctor();
    const b = new Ctor();
    expect(Ctor.mock.instances[0]).toBe(a);
    expect(Ctor.mock.instances[1]).toBe(b);
    expect(a).toBeInstanceOf(Ctor);
  });

  test('invocationCallOrder across mocks', () => {
    const first = jest.fn();
    const second = jest.fn();
    first();
    second();
    first();
    expect(first.mock.invocationCallOrder[0]).toBeLessThan(second.mock.invocationCallOrder[0]);
    expect(second.mock.invocationCallOrder[0]).toBeLessThan(first.mock.invocationCallOrder[1]);
  });

  test('the most common pattern: a handler fished out of mock.calls', () => {
    const messaging = { onBackgroundEvent: jest.fn() };
    const handled = [];
    messaging.onBackgroundEvent(async ({ type, detail }) => { handled.push([type, detail.pressAction.id]); });
    const handler = messaging.onBackgroundEvent.mock.calls[0][0];
    return handler({ type: 2, detail: { pressAction: { id: 'snooze' } } }).then(() => {
      expect(handled).toEqual([[2, 'snooze']]);
    });
  });
});

describe('return values and implementations', () => {
  test('mockReturnValue and mockReturnValueOnce', () => {
    const fn = jest.fn().mockReturnValue('default').mockReturnValueOnce('first').mockReturnValueOnce('second');
    expect([fn(), fn(), fn(), fn()]).toEqual(['first', 'second', 'default', 'default']);
  });

  test('mockImplementation and mockImplementationOnce', () => {
    const fn = jest.fn().mockImplementation((a) => a + 1).mockImplementationOnce(() => 'once');
    expect(fn(1)).toBe('once');
    expect(fn(1)).toBe(2);
    expect(fn.getMockImplementation()(5)).toBe(6);
  });

  test('mockReturnThis', () => {
    const api = { chain: jest.fn().mockReturnThis(), value: 3 };
    expect(api.chain().chain().value).toBe(3);
  });

  test('mockResolvedValue and mockResolvedValueOnce', async () => {
    const fn = jest.fn().mockResolvedValue('later').mockResolvedValueOnce('now');
    await expect(fn()).resolves.toBe('now');
    await expect(fn()).resolves.toBe('later');
  });

  test('mockRejectedValue and mockRejectedValueOnce', async () => {
    const fn = jest.fn().mockRejectedValue(new Error('always')).mockRejectedValueOnce(new Error('once'));
    await expect(fn()).rejects.toThrow('once');
    await expect(fn()).rejects.toThrow('always');
  });

  test('withImplementation (sync)', () => {
    const fn = jest.fn(() => 'outer');
    fn.withImplementation(() => 'inner', () => {
      expect(fn()).toBe('inner');
    });
    expect(fn()).toBe('outer');
  });

  test('withImplementation (async)', async () => {
    const fn = jest.fn(() => 'outer');
    await fn.withImplementation(() => 'inner', async () => {
      await Promise.resolve();
      expect(fn()).toBe('inner');
    });
    expect(fn()).toBe('outer');
  });

  test('an implementation keeps the arity', () => {
    expect(jest.fn((a, b) => a + b)).toHaveLength(2);
    expect(jest.fn()).toHaveLength(0);
  });
});

describe('clear, reset, restore, names', () => {
  test('mockClear keeps the implementation', () => {
    const fn = jest.fn(() => 1);
    fn();
    fn.mockClear();
    expect(fn.mock.calls).toHaveLength(0);
    expect(fn()).toBe(1);
  });

  test('mockReset drops the implementation', () => {
    const fn = jest.fn(() => 1).mockName('named');
    fn();
    fn.mockReset();
    expect(fn.mock.calls).toHaveLength(0);
    expect(fn()).toBeUndefined();
    expect(fn.getMockName()).toBe('jest.fn()');
  });

  test('mockName and getMockName', () => {
    const fn = jest.fn();
    expect(fn.getMockName()).toBe('jest.fn()');
    fn.mockName('sendEmail');
    expect(fn.getMockName()).toBe('sendEmail');
  });

  test('isMockFunction', () => {
    expect(jest.isMockFunction(jest.fn())).toBe(true);
    expect(jest.isMockFunction(() => {})).toBe(false);
    expect(jest.isMockFunction(jest.spyOn({ m() {} }, 'm'))).toBe(true);
  });

  test('clearAllMocks clears every mock', () => {
    const a = jest.fn(() => 'a');
    const b = jest.fn();
    a();
    b();
    jest.clearAllMocks();
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
    expect(a()).toBe('a');
  });

  test('resetAllMocks resets every implementation', () => {
    const a = jest.fn(() => 'a');
    jest.resetAllMocks();
    expect(a()).toBeUndefined();
  });

  test('a mock function has the name mockConstructor', () => {
    expect(jest.fn().name).toBe('mockConstructor');
  });

  test('mock state can be replaced', () => {
    const fn = jest.fn();
    fn(1);
    const saved = fn.mock;
    fn.mockClear();
    expect(saved.calls).toEqual([[1]]);
    expect(fn.mock).not.toBe(saved);
  });
});
