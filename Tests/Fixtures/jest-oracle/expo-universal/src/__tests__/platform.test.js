// Runs in every project of jest-expo's universal preset: the titles say what this project
// resolved and which environment it has, so each project's outcomes have keys of their own.
const greeting = require('../greeting');
const shared = require('../shared');
const environment = typeof document === 'undefined' ? 'node' : 'jsdom';

describe(`${greeting} project`, () => {
  test(`./shared resolves to its ${shared} file`, () => {
    expect(['native', 'web']).toContain(shared);
  });
  test(`the environment is ${environment}`, () => {
    expect(environment).toBe(greeting === 'web' ? 'jsdom' : 'node');
  });
});
