// What the invitation push does in every state, asserted row by row.
const invite = require('../payloads/invite-fcm.json');

describe('invitation push', () => {
  const rows = simulate.matrix(invite);
  const row = (platform, appState) => rows.find((r) => r.platform === platform && r.appState === appState);

  it('covers both platforms in the three app states', () => {
    expect(rows.map((r) => `${r.platform}/${r.appState}`)).toEqual([
      'ios/foreground', 'ios/background', 'ios/terminated',
      'android/foreground', 'android/background', 'android/terminated',
    ]);
  });

  it('is not shown on Android in the foreground, where onMessage runs', () => {
    const r = row('android', 'foreground');
    expect(r.shown).toBe(false);
    expect(r.because.map((b) => b.rule)).toEqual(['foreground.firebaseAndroid']);
    const handler = r.arrival.effects.find((e) => e.kind === 'handler');
    expect(handler.because[0].rule).toBe('rnfb.onMessage');
  });

  it('shows the buttons in the background, and Accept opens the app and answers yes', () => {
    const r = row('ios', 'background');
    expect(r.shown).toBe(true);
    expect(r.display.actions.map((a) => a.id)).toEqual(['accept', 'decline']);
    const accept = r.taps.find((t) => t.action === 'accept');
    expect(accept.effects.map((e) => e.kind)).toEqual(['response', 'openApp', 'handler']);
    expect(accept.effects[2]).toMatchObject({ surface: 'jshost', type: 'accept', result: { eventId: 'e-77', answer: 'yes' } });
    const decline = r.taps.find((t) => t.action === 'decline');
    expect(decline.effects.map((e) => e.kind)).toEqual(['response', 'handler']);
  });

  it('can be limited to one tap', () => {
    const only = simulate.matrix(invite, { tap: 'Decline', entry: '../src/index.js' });
    expect(only.every((r) => r.taps.length <= 1)).toBe(true);
    expect(only.find((r) => r.shown).taps[0].action).toBe('decline');
  });
});
