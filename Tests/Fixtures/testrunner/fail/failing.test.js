describe('failures', () => {
  test('toBe mismatch', () => {
    expect(1 + 1).toBe(3);
  });

  test('object diff', () => {
    expect({ kind: 'email', subject: 'Invoice 43', to: ['you@example.com'] })
      .toEqual({ kind: 'email', subject: 'Invoice 42', to: ['you@example.com'] });
  });

  test('a thrown error', () => {
    null.foo;
  });

  test('passes between failures', () => {
    expect(true).toBe(true);
  });

  test('missing effect', () => {
    simulate.expectEffect({ kind: 'email' });
  });

  test('async rejection', async () => {
    await Promise.resolve();
    throw new Error('async boom');
  });
});
