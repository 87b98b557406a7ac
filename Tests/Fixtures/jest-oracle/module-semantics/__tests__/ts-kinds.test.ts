import { priorityOf, Priority } from '../src/kinds';

jest.mock('../src/kinds', () => {
  enum Priority { Low = 10, High = 50 }
  namespace Channels { export const alerts = 'mock-alerts'; }
  return { Priority, Channels, priorityOf: (p: number) => p * 2 };
});

test('TypeScript enums and namespaces inside a factory', () => {
  expect(Priority.High).toBe(50);
  expect(priorityOf(Priority.Low)).toBe(20);
  expect(require('../src/kinds').Channels.alerts).toBe('mock-alerts');
});
