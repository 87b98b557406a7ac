// `*.test.ios.js` beside the sources: only the iOS project's testMatch has it.
const greeting = require('./greeting');

test(`${greeting} project runs .ios test files`, () => {
  expect(greeting).toBe('ios');
});
