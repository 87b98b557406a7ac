import { notify } from '../src/push';

// Read eagerly by the factory while the imports load: not initialized yet.
const mockResult = 'too early';
jest.mock('../src/api', () => ({ send: mockResult }));

test('never runs: the factory reads mockResult before it is initialized', () => {
  expect(notify).toBeDefined();
});
