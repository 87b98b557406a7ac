// The @jest/globals module and jest.setTimeout.
const { jest: jestObject, expect: expectFn, test: testFn, describe: describeFn, beforeEach: beforeEachFn } = require('@jest/globals');

jestObject.setTimeout(300);

describeFn('@jest/globals', () => {
  let count = 0;
  beforeEachFn(() => { count++; });
  testFn('exports work like the globals', () => {
    const fn = jestObject.fn();
    fn(1);
    expectFn(fn).toHaveBeenCalledWith(1);
    expectFn(count).toBe(1);
  });
  testFn('the exported jest is the global one', () => {
    expectFn(jestObject.fn).toBe(jest.fn);
    expectFn(typeof expectFn.extend).toBe('function');
  });
  testFn('jest.setTimeout applies to later tests', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  });
  testFn('an explicit timeout still wins', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }, 2000);
});
