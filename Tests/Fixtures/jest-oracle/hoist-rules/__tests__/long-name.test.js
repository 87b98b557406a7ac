import { notify } from '../src/push';

const onNotificationReceivedCallback = jest.fn();
jest.mock('../src/api', () => ({ send: onNotificationReceivedCallback }));

test('never runs: the factory reads a non-mock variable', () => {
  expect(notify('a')).toBe(undefined);
});
