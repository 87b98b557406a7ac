// A `.native` test file: the iOS and Android projects run it, web and node do not.
const greeting = require('../greeting');

test(`${greeting} project runs .native test files`, () => {
  expect(['ios', 'android']).toContain(greeting);
});
