/**
 * @jest-environment jsdom
 */
// Web views decode payloads too: jsdom's environment has Buffer as well.
test('Buffer in the jsdom environment', () => {
  expect(Buffer.from('aGk=', 'base64').toString()).toBe('hi');
  expect(typeof document).toBe('object');
});

test('atob agrees with Buffer', () => {
  expect(atob('aGk=')).toBe(Buffer.from('aGk=', 'base64').toString('latin1'));
});
