// react-native-notifications (wix) on iOS: willPresentNotification keeps the completion handler
// and sends the notification to JS (lib/ios/RNNotificationEventHandler.m); it is presented only
// when a registerNotificationReceivedForeground listener calls completion({alert: true})
// (RCTConvert+RNNotifications.m reads alert, badge, sound).
import { Notifications } from 'react-native-notifications';

const shown = () => simulate.effects('display').map((d) => d.notification);
let answer = null;
Notifications.events().registerNotificationReceivedForeground((notification, completion) => {
  if (answer) completion(answer);
});

beforeEach(() => simulate.appState('foreground'));

test('completion({alert: true}) presents it', async () => {
  answer = { alert: true, sound: true, badge: false };
  simulate.push({ aps: { alert: { title: 'Chat', body: 'Hi' } } }, { id: 'w1' });
  await simulate.settle();
  expect(shown()).toEqual(['w1']);
});

test('completion without alert, or no completion, shows nothing', async () => {
  answer = { alert: false, sound: true, badge: true };
  simulate.push({ aps: { alert: 'x' } }, { id: 'w2' });
  answer = null;
  simulate.push({ aps: { alert: 'y' } }, { id: 'w3' });
  await simulate.settle();
  expect(shown()).toEqual([]);
});

test('a local notification posted in the foreground follows the same rule', async () => {
  answer = { alert: true };
  Notifications.postLocalNotification({ title: 'Local', body: 'x' }, 77);
  await simulate.settle();
  expect(shown()).toEqual(['77']);
});
