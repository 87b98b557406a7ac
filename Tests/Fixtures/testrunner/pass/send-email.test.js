// The Acoustic React Native sample, tested on a simulated device.
require('./send-email-action.js');
const payload = require('./payload.json');

describe('send-email action', () => {
  let id;
  beforeEach(() => {
    id = simulate.push(payload);
  });

  test('shows the invoice category', () => {
    const [display] = simulate.effects('display');
    expect(display).toMatchObject({ category: 'invoice', title: 'Your invoice' });
    expect(display.actions.map(a => a.id)).toEqual(['Email it', 'View']);
    expect(display.actions).toHaveLength(2);
  });

  test('tapping sendEmail composes the email, then alerts', () => {
    simulate.tap(id, 'sendEmail');
    simulate.expectEffect({ kind: 'email', to: ['you@example.com'], subject: 'Invoice 42', html: true });
    expect(simulate.effects({ kind: 'alert' })).toEqual([
      expect.objectContaining({ title: 'Email', message: 'sent', buttons: ['OK'] }),
    ]);
    const kinds = simulate.effects().map(e => e.kind);
    expect(kinds).toEqual(['display', 'response', 'email', 'handler', 'alert']);
  });

  test('dismissing does nothing', () => {
    simulate.dismiss(id);
    expect(simulate.effects('email')).toHaveLength(0);
    expect(simulate.effects('response')[0].action).toBe('dismiss');
  });

  it('shows at most three buttons on android', () => {
    simulate.clearEffects();
    simulate.push(payload, { id: 'a1', platform: 'android' });
    simulate.expectEffect({ kind: 'display', notification: 'a1', platform: 'android' });
  });
});
