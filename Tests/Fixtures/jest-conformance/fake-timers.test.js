// Fake timers: advancing, running, counting, clearing, the system time.
function retry(fn, attempts, delay) {
  return new Promise((resolve, reject) => {
    const attempt = (left) => {
      fn().then(resolve, (error) => {
        if (left <= 1) return reject(error);
        setTimeout(() => attempt(left - 1), delay);
      });
    };
    attempt(attempts);
  });
}

afterEach(() => {
  jest.useRealTimers();
});

test('advanceTimersByTime fires what falls due', () => {
  jest.useFakeTimers();
  const cb = jest.fn();
  setTimeout(cb, 1000);
  setTimeout(() => cb('late'), 5000);
  jest.advanceTimersByTime(999);
  expect(cb).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(cb).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(4000);
  expect(cb).toHaveBeenLastCalledWith('late');
});

test('intervals repeat', () => {
  jest.useFakeTimers();
  const tick = jest.fn();
  const id = setInterval(tick, 100);
  jest.advanceTimersByTime(350);
  expect(tick).toHaveBeenCalledTimes(3);
  clearInterval(id);
  jest.advanceTimersByTime(1000);
  expect(tick).toHaveBeenCalledTimes(3);
});

test('clearTimeout cancels a fake timer', () => {
  jest.useFakeTimers();
  const cb = jest.fn();
  const id = setTimeout(cb, 10);
  clearTimeout(id);
  jest.runAllTimers();
  expect(cb).not.toHaveBeenCalled();
});

test('runAllTimers runs nested timers', () => {
  jest.useFakeTimers();
  const order = [];
  setTimeout(() => {
    order.push('outer');
    setTimeout(() => order.push('inner'), 100);
  }, 100);
  jest.runAllTimers();
  expect(order).toEqual(['outer', 'inner']);
});

test('runAllTimers aborts an endless chain', () => {
  jest.useFakeTimers();
  const loop = () => setTimeout(loop, 10);
  loop();
  expect(() => jest.runAllTimers()).toThrow('Aborting after running 100000 timers, assuming an infinite loop!');
  jest.clearAllTimers();
});

test('runOnlyPendingTimers leaves the new ones', () => {
  jest.useFakeTimers();
  const cb = jest.fn();
  const loop = () => { cb(); setTimeout(loop, 10); };
  setTimeout(loop, 10);
  jest.runOnlyPendingTimers();
  expect(cb).toHaveBeenCalledTimes(1);
  expect(jest.getTimerCount()).toBe(1);
});

test('advanceTimersToNextTimer', () => {
  jest.useFakeTimers();
  const cb = jest.fn();
  setTimeout(() => cb(1), 50);
  setTimeout(() => cb(2), 70);
  jest.advanceTimersToNextTimer();
  expect(cb.mock.calls).toEqual([[1]]);
  jest.advanceTimersToNextTimer(1);
  expect(cb.mock.calls).toEqual([[1], [2]]);
});

test('getTimerCount and clearAllTimers', () => {
  jest.useFakeTimers();
  setTimeout(() => {}, 10);
  setTimeout(() => {}, 20);
  setInterval(() => {}, 30);
  expect(jest.getTimerCount()).toBe(3);
  jest.clearAllTimers();
  expect(jest.getTimerCount()).toBe(0);
});

test('Date follows fake time from useFakeTimers({now})', () => {
  jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
  expect(new Date().toISOString()).toBe('2026-01-01T00:00:00.000Z');
  expect(Date.now()).toBe(Date.UTC(2026, 0, 1));
  jest.advanceTimersByTime(60 * 1000);
  expect(new Date().toISOString()).toBe('2026-01-01T00:01:00.000Z');
  expect(jest.now()).toBe(Date.UTC(2026, 0, 1, 0, 1));
});

test('setSystemTime moves Date without firing timers', () => {
  jest.useFakeTimers({ now: 0 });
  const cb = jest.fn();
  setTimeout(cb, 1000);
  jest.setSystemTime(new Date('2030-06-01T12:00:00Z'));
  expect(Date.now()).toBe(Date.UTC(2030, 5, 1, 12));
  expect(cb).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1000);
  expect(cb).toHaveBeenCalled();
});

test('getRealSystemTime is not the fake time', () => {
  jest.useFakeTimers({ now: 0 });
  expect(Date.now()).toBe(0);
  expect(jest.getRealSystemTime()).toBeGreaterThan(1e12);
});

test('dates made with arguments are real dates', () => {
  jest.useFakeTimers({ now: 0 });
  const d = new Date(2020, 0, 1);
  expect(d).toBeInstanceOf(Date);
  expect(d.getFullYear()).toBe(2020);
  expect(typeof Date()).toBe('string');
});

test('useRealTimers puts the real setTimeout back', async () => {
  jest.useFakeTimers();
  jest.useRealTimers();
  await new Promise((r) => setTimeout(r, 10));
  expect(true).toBe(true);
});

test('pending fake timers do not fire by themselves', async () => {
  jest.useFakeTimers();
  const cb = jest.fn();
  setTimeout(cb, 10);
  await Promise.resolve();
  expect(cb).not.toHaveBeenCalled();
});

test('fails: a timer not advanced far enough', () => {
  jest.useFakeTimers();
  const cb = jest.fn();
  setTimeout(cb, 1000);
  jest.advanceTimersByTime(500);
  expect(cb).toHaveBeenCalled();
});
