import { priorityOf, Priority } from '../src/kinds';

jest.mock('../src/kinds', () => {
  enum Priority { Low = 10, High = 50 }
  return { Priority, priorityOf: (p: number) => p * 2 };
});

test('a TypeScript enum declared inside a factory', () => {
  expect(Priority.High).toBe(50);
  expect(priorityOf(Priority.Low)).toBe(20);
});
