import { Channels } from '../src/kinds';

namespace mockChannels { export const alerts = 'mock-alerts'; }
jest.mock('../src/kinds', () => ({ Channels: mockChannels }));

test('a TypeScript namespace read by a factory (a mock* name)', () => {
  expect(Channels.alerts).toBe('mock-alerts');
});
