/**
 * @jest-environment node
 */
// Runs in Node: the payload builder is shared with the server.
const { buildPayload } = require('../src/payload');

test('the node environment has no page', () => {
  expect(typeof document).toBe('undefined');
  expect(typeof window).toBe('undefined');
  expect(typeof localStorage).toBe('undefined');
});

test('builds the web push payload', () => {
  expect(buildPayload('Sale', 'n1')).toEqual({ notification: { title: 'Sale', tag: 'n1' } });
});
