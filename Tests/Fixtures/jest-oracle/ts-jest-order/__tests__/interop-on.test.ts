import cjs from '../src/cjs';
import * as ns from '../src/cjs';

test('esModuleInterop on: a default import of CommonJS is module.exports', () => {
  expect(cjs()).toBe('cjs');
  expect((ns as any).extra).toBe('extra');
  expect(typeof (ns as any).default).toBe('function');
});
