// A `.node` test file: only the node project runs it.
const greeting = require('../greeting');

test(`${greeting} project runs .node test files in the node environment`, () => {
  expect(greeting).toBe('node');
  expect(typeof document).toBe('undefined');
});
