import { notify } from '../src/push';
import type { Mock } from 'jest-mock';

type Sender = (message: string) => string;
const mockSend: jest.Mock<string, [string]> = jest.fn((m: string) => `ts:${m}`);
jest.mock('../src/api', () => ({
  send: ((...args: [string]) => mockSend(...args)) as Sender,
  version: (3 as unknown) as number,
}));

test('types inside a factory are stripped before hoisting', () => {
  const result: string = notify('t')!;
  expect(result).toBe('ts:T');
  expect((mockSend as unknown as Mock).mock.calls.length).toBe(1);
});

test('a failing assertion names the TypeScript line', () => {
  const value: number = 1;
  expect(value).toBe(2);
});
