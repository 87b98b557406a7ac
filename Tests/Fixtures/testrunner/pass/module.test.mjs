import { describe, test, expect, simulate } from 'jshost/test';
import { registerAction, setCategories } from 'jshost';

setCategories([{ id: 'invite', actions: [{ id: 'accept', title: 'Accept', foreground: true, type: 'accept' }] }]);
registerAction('accept', async ({ notification }) => {
  await new Promise(resolve => setTimeout(resolve, 100));
  return 'accepted';
});

describe('neutral API from an ES module', () => {
  test('an async handler settles as time advances', async () => {
    const id = simulate.push({ aps: { alert: 'Party?', category: 'invite' } });
    simulate.tap(id, 'accept');
    expect(simulate.effects('handler')).toHaveLength(0);
    await simulate.advance(100);
    simulate.expectEffect({ kind: 'handler', surface: 'jshost', type: 'accept', result: 'accepted' });
  });

  test('app state can change', () => {
    simulate.appState('foreground');
    expect(() => simulate.appState('asleep')).toThrow(/foreground, background or terminated/);
  });
});
