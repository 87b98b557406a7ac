// react-native-onesignal v5 in the foreground (ios/RCTOneSignal/RCTOneSignalEventEmitter.mm
// onWillDisplayNotification, android/…/RNOneSignal.java onWillDisplay): until a
// foregroundWillDisplay listener is added the SDK shows the notification itself; once one is
// added, the bridge calls preventDefault() on every event before JavaScript sees it, so the
// notification shows only when the app calls getNotification().display(). A body tap's click
// has no actionId (OSNotificationClickResult.actionId is null for a plain tap).
import { OneSignal } from 'react-native-onesignal';

OneSignal.initialize('8f2b3c4d-1111-2222-3333-444455556666');
const clicks = [];
OneSignal.Notifications.addEventListener('click', (event) => {
  clicks.push(event.result);
});

const push = (i, extra = {}) => simulate.push({ aps: { alert: { title: 'Sale ' + i, body: 'Now' } }, custom: { i, a: extra }, buttons: [{ i: 'shop', n: 'Shop' }] });
const shown = () => simulate.effects('display').map((d) => d.notification);

beforeEach(() => simulate.appState('foreground'));

test('without a foregroundWillDisplay listener the SDK shows it', async () => {
  push('n1');
  await simulate.settle();
  expect(shown()).toEqual(['n1']);
});

test('a body tap has no actionId; a button has its id', async () => {
  simulate.appState('background');
  push('n2');
  await simulate.open('n2');
  await simulate.tap('n2', 'shop');
  expect(clicks).toEqual([{}, { actionId: 'shop' }]);
  expect('actionId' in clicks[0]).toBe(false);
});

describe('with a foregroundWillDisplay listener', () => {
  const seen = [];
  let later;
  const onForeground = (event) => {
    const n = event.getNotification();
    seen.push(n.notificationId);
    if (n.additionalData.silent === '1') { event.preventDefault(); return; }
    if (n.additionalData.later === '1') { event.preventDefault(); later = n; return; }
    // Only logs: the bridge already prevented the display.
    console.log('foreground ' + n.title);
  };
  beforeAll(() => OneSignal.Notifications.addEventListener('foregroundWillDisplay', onForeground));

  test('a listener that only looks: nothing is shown (the bridge prevented it)', async () => {
    push('n3');
    await simulate.settle();
    expect(seen).toEqual(['n3']);
    expect(shown()).toEqual([]);
    expect(() => simulate.open('n3')).toThrow('nothing was displayed for "n3" (held back while the app was in the foreground)');
  });

  test('preventDefault() keeps it from being shown', async () => {
    push('n4', { silent: '1' });
    await simulate.settle();
    expect(shown()).toEqual([]);
  });

  test('getNotification().display() shows it later, once, tappable', async () => {
    push('n5', { later: '1' });
    await simulate.settle();
    expect(shown()).toEqual([]);
    later.display();
    later.display();   // the bridge forgot the event: nothing more
    expect(shown()).toEqual(['n5']);
    await simulate.tap('n5', 'shop');
    expect(clicks[clicks.length - 1]).toEqual({ actionId: 'shop' });
  });

  test('removing the listener does not undo the bridge\'s registration', async () => {
    // (react-native-onesignal keeps its native lifecycle listener once added.)
    OneSignal.Notifications.removeEventListener('foregroundWillDisplay', onForeground);
    push('n6');
    await simulate.settle();
    expect(seen).not.toContain('n6');
    expect(shown()).toEqual([]);
  });
});
