import { getInfoAsync } from './fs';

export interface RecentDoc { uri: string; name: string }

const normalize = (uri: string) => (uri.startsWith('file://') ? uri : `file://${uri}`);

export async function purgeMissing(docs: RecentDoc[]): Promise<RecentDoc[]> {
  const kept: RecentDoc[] = [];
  for (const doc of docs) {
    const info = await getInfoAsync(normalize(doc.uri));
    if (info.exists) kept.push({ ...doc, uri: normalize(doc.uri) });
  }
  return kept;
}
