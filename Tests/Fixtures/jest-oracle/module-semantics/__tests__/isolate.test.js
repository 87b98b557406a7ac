test('jest.isolateModules gives fresh copies', () => {
  const outer = require('../src/counter');
  outer.next();
  let inner;
  jest.isolateModules(() => { inner = require('../src/counter'); });
  expect(inner).not.toBe(outer);
  expect(inner.next()).toBe(1);
  expect(outer.next()).toBe(2);
});
