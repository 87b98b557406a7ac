test('never settles', () => new Promise(() => {}));

test('spins forever', () => {
  while (true) {}
});

test('spins in a timer', async () => {
  setTimeout(() => { for (;;) {} }, 10);
  await new Promise(() => {});
});

test('custom timeout', () => new Promise(resolve => setTimeout(resolve, 2000)), 1000);

test('still runs after the timeouts', () => {
  expect(1).toBe(1);
});
