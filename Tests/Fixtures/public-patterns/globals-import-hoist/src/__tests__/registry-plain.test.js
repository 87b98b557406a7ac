import { jest, it, expect } from '@jest/globals';
import { purgeMissing } from '../features/documents/registry';

jest.mock('../features/documents/fs', () => ({
  getInfoAsync: jest.fn(() => Promise.resolve({ exists: true })),
}));

it('the same from a JavaScript test file', async () => {
  await expect(purgeMissing([{ uri: 'x.pdf', name: 'x' }])).resolves.toHaveLength(1);
});
