// Deliberately failing expectations whose messages the end-to-end test checks.
test('toBe numbers', () => {
  expect(1).toBe(2);
});
test('toEqual objects', () => {
  expect({ kind: 'email', subject: 'Invoice 43' }).toEqual({ kind: 'email', subject: 'Invoice 42' });
});
test('not.toEqual', () => {
  expect([1]).not.toEqual([1]);
});
test('toHaveBeenCalledWith a named mock', () => {
  const send = jest.fn().mockName('sendEmail');
  send('ops@example.com');
  expect(send).toHaveBeenCalledWith('boss@example.com');
});
test('toHaveBeenCalledTimes', () => {
  const fn = jest.fn();
  expect(fn).toHaveBeenCalledTimes(1);
});
test('toThrow substring', () => {
  expect(() => { throw new Error('offline'); }).toThrow('timeout');
});
test('toHaveLength', () => {
  expect([1, 2, 3]).toHaveLength(2);
});
test('toBeTruthy', () => {
  expect(0).toBeTruthy();
});
test('toStrictEqual types', () => {
  class Effect { constructor() { this.kind = 'alert'; } }
  expect(new Effect()).toStrictEqual({ kind: 'alert' });
});
