import { notify, health } from '../src/push';

jest.mock('../src/api', () => {
  const actual = jest.requireActual('../src/api');
  return { ...actual, __esModule: true, send: (m) => 'partial:' + actual.send(m) };
});

test('jest.requireActual inside a factory keeps the real exports', () => {
  expect(notify('a')).toBe('partial:real:A');
  expect(health()).toBe('ok');
});
