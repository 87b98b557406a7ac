import { track, configure } from '../src/analytics';

test('the setup file mocked a module for every test file', () => {
  expect(global.__SETUP_RAN__).toBe(true);
  expect(track('x')).toBe('tracked');
  expect(jest.isMockFunction(configure)).toBe(true);
});
