import { isTest, home } from '../src/env';

test('NODE_ENV is test', () => {
  expect(process.env.NODE_ENV).toBe('test');
  expect(isTest()).toBe(true);
});

test('the environment is readable', () => {
  expect(typeof home()).toBe('string');
});
