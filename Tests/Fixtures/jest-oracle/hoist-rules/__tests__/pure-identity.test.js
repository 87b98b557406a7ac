const SETTINGS = { channel: 'alerts' };
jest.mock('../src/api', () => ({ settings: SETTINGS, send: (m) => m }));
const api = require('../src/api');

test('the hoisted declaration is one object, shared with the factory', () => {
  expect(api.settings).toBe(SETTINGS);
});
