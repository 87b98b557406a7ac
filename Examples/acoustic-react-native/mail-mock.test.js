// The same action in Jest's style: the SDK's mail call replaced with a Jest mock
// (jest.spyOn), its arguments checked with Jest's mock matchers.
//
//   jshost test mail-mock.test.js            (in this folder)
//
// The action module imports `react-native-mail`'s default export, so the spy goes on
// that object, as it would for an ES module compiled to CommonJS under Jest.
require('./send-email-action.js');
const payload = require('./payload.json');
const Mailer = require('react-native-mail').default;

afterEach(() => {
  jest.restoreAllMocks();
});

test('"Email it to me" asks the mailer once, with the marketer\'s message', async () => {
  const mail = jest.spyOn(Mailer, 'mail').mockImplementation((options, callback) => callback(null, 'queued'));
  const id = simulate.push(payload);
  await simulate.tap(id, 'sendEmail');
  expect(mail).toHaveBeenCalledTimes(1);
  expect(mail).toHaveBeenCalledWith(
    expect.objectContaining({ recipients: ['accounts@example.com'], subject: 'Invoice 2024-0042', isHTML: true }),
    expect.any(Function),
  );
  // The mock answered instead of the simulated mail composer: no email effect,
  // and the alert shows what the mock passed back.
  expect(simulate.effects('email')).toEqual([]);
  simulate.expectEffect({ kind: 'alert', title: 'Email', message: 'Mail queued on ios' });
});

test('a mailer error shows the fallback alert', async () => {
  jest.spyOn(Mailer, 'mail').mockImplementation((options, callback) => callback('not configured'));
  await simulate.tap(simulate.push(payload), 'sendEmail');
  simulate.expectEffect({ kind: 'alert', title: 'Error', message: 'Could not send mail. Please send a mail to accounts@example.com' });
});

test('without the spy, the simulated composer sends it', async () => {
  await simulate.tap(simulate.push(payload), 'sendEmail');
  expect(simulate.effects('email')).toHaveLength(1);
});
