import * as ns from '../src/cjs';
import cjsDefault from '../src/cjs';

test('esModuleInterop off: a namespace import is module.exports itself', () => {
  expect((ns as any)()).toBe('cjs');
  expect((ns as any).extra).toBe('extra');
});
test('esModuleInterop off: a default import reads module.exports.default', () => {
  expect(cjsDefault).toBe(undefined);
});
