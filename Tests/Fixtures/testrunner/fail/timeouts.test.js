test('never settles', () => new Promise(() => {}));

test('spins forever', () => {
  while (true) {}
});

test('spins in a timer', async () => {
  setTimeout(() => { for (;;) {} }, 10);
  await new Promise(() => {});
});

test('custom timeout', () => new Promise(resolve => setTimeout(resolve, 2000)), 1000);

let leaked = 0;
test('times out and leaves a timer behind', () => {
  setTimeout(() => { leaked += 1; }, 500);
  return new Promise(() => {});
});

test('still runs after the timeouts', () => {
  expect(1).toBe(1);
});

test('does not see the timers of a test that timed out', async () => {
  await new Promise(resolve => setTimeout(resolve, 1000));
  expect(leaked).toBe(0);
}, 2000);
