// A `.web` test file: jest-expo's web project runs it, and its node project too (the node
// preset's platform extensions are node and web).
const greeting = require('../greeting');

describe(`${greeting} project, web test file`, () => {
  test('setup-web.js ran: __DEV__ and a ShadowRoot', () => {
    expect(__DEV__).toBe(true);
    expect(typeof ShadowRoot).toBe('function');
  });
  test('react-native is mapped to react-native-web, which this project lacks', () => {
    expect(() => require('react-native')).toThrow(/react-native-web/);
  });
});
