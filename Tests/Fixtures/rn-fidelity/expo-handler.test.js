// Expo's notification handler (NotificationsHandler.ts, ios/…/HandlerModule.swift,
// SingleNotificationHandlerTask.swift, android/…/NotificationBehaviorRecord.kt): a notification
// arriving in the foreground is shown only when handleNotification's answer asks for it.
const N = require('expo-notifications');
const push = { to: 'ExponentPushToken[abc]', title: 'Lunch', body: 'Thursday', data: { eventId: '7' } };
const displays = () => simulate.effects('display').map((d) => d.notification);

let calls;
function handler(handleNotification) {
  calls = [];
  N.setNotificationHandler({
    handleNotification,
    handleSuccess: (id) => calls.push('success ' + id),
    handleError: (id, error) => calls.push('error ' + id + ' ' + (error.code || error.message)),
  });
}
beforeEach(() => simulate.appState('foreground'));
afterEach(() => { N.setNotificationHandler(null); jest.useRealTimers(); });

test('without a handler a foreground notification is not shown, yet listeners get it', async () => {
  const received = [];
  const sub = N.addNotificationReceivedListener((n) => received.push(n.request.identifier));
  simulate.push(push, { id: 'p0' });
  await simulate.settle();
  expect(displays()).toEqual([]);
  expect(received).toEqual(['p0']);
  sub.remove();
});

test('the notification waits for the async answer, then shows as it says', async () => {
  let answer;
  handler(() => new Promise((resolve) => { answer = resolve; }));
  simulate.push(push, { id: 'p1' });
  await simulate.settle();
  expect(displays()).toEqual([]);
  expect(calls).toEqual([]);
  answer({ shouldShowBanner: true, shouldShowList: false, shouldPlaySound: false, shouldSetBadge: false });
  await simulate.settle();
  expect(displays()).toEqual(['p1']);
  expect(calls).toEqual(['success p1']);
  // Shown, so it can be tapped.
  const responses = [];
  const sub = N.addNotificationResponseReceivedListener((r) => responses.push(r.notification.request.identifier));
  await simulate.open('p1');
  expect(responses).toEqual(['p1']);
  sub.remove();
});

test.each([
  [{ shouldShowAlert: true, shouldPlaySound: false, shouldSetBadge: false }, true],
  [{ shouldShowList: true, shouldPlaySound: false, shouldSetBadge: false }, true],
  [{ shouldShowBanner: false, shouldShowList: false, shouldPlaySound: true, shouldSetBadge: true }, false],
  [{ shouldShowAlert: false, shouldPlaySound: false, shouldSetBadge: false }, false],
])('behaviour %j shows it: %s', async (behavior, shown) => {
  handler(async () => behavior);
  simulate.push(push, { id: 'p2' });
  await simulate.settle();
  expect(displays()).toEqual(shown ? ['p2'] : []);
  expect(calls).toEqual(['success p2']);
});

test('a handler that throws: handleError now, the timeout after 3 s, nothing shown', async () => {
  jest.useFakeTimers();
  handler(async () => { throw Object.assign(new Error('boom'), { code: 'E_BOOM' }); });
  simulate.push(push, { id: 'p3' });
  await simulate.settle();
  expect(calls).toEqual(['error p3 E_BOOM']);
  await simulate.advanceAsync(3000);
  expect(calls).toEqual(['error p3 E_BOOM', 'error p3 ERR_NOTIFICATION_TIMEOUT']);
  expect(displays()).toEqual([]);
});

test('an answer after 3 s is too late: timeout error, then the late answer is refused', async () => {
  jest.useFakeTimers();
  handler(() => new Promise((resolve) => setTimeout(() => resolve({ shouldShowAlert: true }), 5000)));
  simulate.push(push, { id: 'p4' });
  await simulate.advanceAsync(3000);
  expect(calls).toEqual(['error p4 ERR_NOTIFICATION_TIMEOUT']);
  await simulate.advanceAsync(2000);
  expect(calls).toEqual(['error p4 ERR_NOTIFICATION_TIMEOUT', 'error p4 ERR_NOTIFICATION_HANDLED']);
  expect(displays()).toEqual([]);
});

test('in the background the system shows it and the handler is not asked', async () => {
  simulate.appState('background');
  handler(async () => ({ shouldShowAlert: false }));
  simulate.push(push, { id: 'p5' });
  await simulate.settle();
  expect(displays()).toEqual(['p5']);
  expect(calls).toEqual([]);
});
