/**
 * registry.test.ts
 * @jest-environment node
 */
import { describe, it, expect, jest, beforeEach } from '@jest/globals';
import * as fs from '../features/documents/fs';
import { purgeMissing } from '../features/documents/registry';
import type { RecentDoc } from '../features/documents/registry';

// `jest` imported from @jest/globals may be used in a factory (babel-plugin-jest-hoist allows it).
jest.mock('../features/documents/fs', () => ({
  getInfoAsync: jest.fn((uri: string) => Promise.resolve({ exists: !uri.includes('missing'), size: 1024 })),
}));

describe('purgeMissing', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  it('keeps the files that exist, with file:// URIs', async () => {
    const docs: RecentDoc[] = [{ uri: '/docs/a.pdf', name: 'a' }, { uri: 'file:///docs/missing.pdf', name: 'b' }];
    await expect(purgeMissing(docs)).resolves.toEqual([{ uri: 'file:///docs/a.pdf', name: 'a' }]);
    expect(fs.getInfoAsync).toHaveBeenCalledTimes(2);
  });
});
