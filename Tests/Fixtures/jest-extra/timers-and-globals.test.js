// Fake-timer APIs newer than Jest 29.3 (the *Async forms, Jest 29.5+), and the way
// fake time and simulate.advance move together. jshost only: real Jest 29.3 lacks them.
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

test('advanceTimersByTimeAsync lets promise chains between timers run', async () => {
  jest.useFakeTimers();
  const steps = [];
  (async () => {
    await new Promise((r) => setTimeout(r, 100));
    steps.push('first');
    await new Promise((r) => setTimeout(r, 100));
    steps.push('second');
  })();
  await jest.advanceTimersByTimeAsync(200);
  expect(steps).toEqual(['first', 'second']);
});

test('a retry with backoff under fake timers', async () => {
  jest.useFakeTimers();
  const send = jest.fn()
    .mockRejectedValueOnce(new Error('offline'))
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue('sent');
  const result = retry(send, 3, 1000);
  await jest.advanceTimersByTimeAsync(2000);
  await expect(result).resolves.toBe('sent');
  expect(send).toHaveBeenCalledTimes(3);
});

test('runAllTimersAsync', async () => {
  jest.useFakeTimers();
  const done = jest.fn();
  (async () => {
    for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 1000));
    done();
  })();
  await jest.runAllTimersAsync();
  expect(done).toHaveBeenCalled();
});

test('advanceTimersToNextTimerAsync and runOnlyPendingTimersAsync', async () => {
  jest.useFakeTimers();
  const seen = [];
  setTimeout(() => Promise.resolve().then(() => seen.push('a')), 10);
  setTimeout(() => seen.push('b'), 20);
  await jest.advanceTimersToNextTimerAsync();
  expect(seen).toEqual(['a']);
  await jest.runOnlyPendingTimersAsync();
  expect(seen).toEqual(['a', 'b']);
});

test('simulate.advance moves fake time too', async () => {
  jest.useFakeTimers({ now: 0 });
  const cb = jest.fn();
  setTimeout(cb, 1000);
  await simulate.advance(1000);
  expect(cb).toHaveBeenCalledTimes(1);
  expect(Date.now()).toBe(1000);
});

test('jest.advanceTimersByTime moves the device clock: real timers made before fire', () => {
  const real = jest.fn();
  setTimeout(real, 500);
  jest.useFakeTimers();
  jest.advanceTimersByTime(500);
  expect(real).toHaveBeenCalledTimes(1);
});

test('import from @jest/globals', async () => {
  const globals = await import('@jest/globals');
  expect(globals.jest).toBe(jest);
  expect(globals.expect).toBe(expect);
});
