// jest.isolateModulesAsync (Jest 29.5+, newer than the real Jest 29.3 the corpus is
// recorded with): the isolated registry lasts until the function's promise settles.
const path = './lib/counter';

test('modules required across an await stay in the isolated registry', async () => {
  const outside = require(path);
  outside.next();
  let inside;
  await jest.isolateModulesAsync(async () => {
    inside = require(path);
    await Promise.resolve();
    expect(require(path)).toBe(inside);
  });
  expect(inside).not.toBe(outside);
  expect(inside.next()).toBe(1);
  expect(require(path)).toBe(outside);
});

test('a rejection is passed on and the registry comes back', async () => {
  const outside = require(path);
  await expect(jest.isolateModulesAsync(async () => { require(path); throw new Error('inside'); })).rejects.toThrow('inside');
  expect(require(path)).toBe(outside);
});

test('cannot be nested in isolateModules', async () => {
  let error;
  jest.isolateModules(() => {
    jest.isolateModulesAsync(async () => {}).catch((e) => { error = e; });
  });
  await Promise.resolve();
  expect(error.message).toMatch('cannot be nested');
});
