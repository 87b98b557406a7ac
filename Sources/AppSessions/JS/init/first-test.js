// A first test of this app's notification code on simulated devices: `jshost test jshost/`.
// simulate.matrix loads the app's notification entry as `jshost run` does (Metro's resolution,
// the app's aliases), delivers jshost/payload.json on iOS and Android in each app state, and
// says what each device showed and ran. Change the payload to what your server sends, then pin
// what you expect (simulate.push/tap/expectEffect: see "jshost test" in jshost's docs).
// Real Jest skips this file: `simulate` is jshost's.
const describeOnJshost = typeof simulate === 'undefined' ? describe.skip : describe;

describeOnJshost('notifications on simulated devices', () => {
  test('the push reaches the app on each platform and app state without errors', () => {
    const rows = simulate.matrix(require('./payload.json'), { entry: __ENTRY__ });
    for (const row of rows) {
      const ran = row.arrival.effects.map((effect) => effect.kind).join(', ') || 'nothing';
      console.log(`${row.platform} ${row.appState}: ${row.shown ? 'shown' : 'not shown'}; on arrival: ${ran}`);
    }
    // A load error (a package neither installed nor stood in for), or an error on arrival or on a tap.
    const errors = rows.flatMap((row) => [...(row.loadErrors || []), ...row.arrival.effects, ...row.taps.flatMap((tap) => tap.effects)])
      .filter((effect) => effect.kind === 'error');
    expect([...new Set(errors.map((effect) => effect.message))]).toEqual([]);
  });
});
