// Used automatically for the push-sdk package, without a jest.mock call.
const actual = jest.requireActual('push-sdk');
module.exports = { ...actual, register: jest.fn(() => 'mocked register') };
