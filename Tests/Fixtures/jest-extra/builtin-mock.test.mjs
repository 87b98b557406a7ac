// Mocking one of jshost's built-in SDK modules replaces it for this file, and the
// hoisting puts jest.mock above the static imports.
import { sendInvoice } from './lib/mail-action.mjs';
import Mailer from 'react-native-mail';

jest.mock('react-native-mail', () => ({
  __esModule: true,
  default: { mail: jest.fn((options, callback) => callback(null, 'mocked')) },
}));

test('the ES module under test gets the mocked built-in', async () => {
  await expect(sendInvoice('a@example.com')).resolves.toBe('mocked');
  expect(Mailer.mail).toHaveBeenCalledWith({ recipients: ['a@example.com'], subject: 'Invoice' }, expect.any(Function));
});

test('requireActual reaches the real built-in', () => {
  expect(jest.isMockFunction(jest.requireActual('react-native-mail').default.mail)).toBe(false);
});

test('createMockFromModule automocks a built-in', () => {
  const made = jest.createMockFromModule('react-native-mail');
  expect(jest.isMockFunction(made.default.mail)).toBe(true);
  expect(made.default.mail({}, () => {})).toBeUndefined();
});
