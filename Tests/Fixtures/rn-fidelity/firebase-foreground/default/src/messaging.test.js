// Without messaging_ios_foreground_presentation_options in the project's firebase.json (found
// at the project root, beside package.json, as packages/app/ios_config.sh finds it), React
// Native Firebase presents nothing in the foreground on iOS: UNNotificationPresentationOptionNone.
// onMessage still gets the message; in the background the system shows it.
import { getMessaging, onMessage } from '@react-native-firebase/messaging';

const received = [];
onMessage(getMessaging(), (message) => { received.push(message.messageId); });

const message = { aps: { alert: { title: 'Your table is ready', body: 'Table 4' } }, 'gcm.message_id': '42' };
const shown = () => simulate.effects('display').map((d) => d.notification);

beforeEach(() => { received.length = 0; });

test('foreground: nothing is shown, nothing can be tapped; onMessage gets it', async () => {
  simulate.appState('foreground');
  simulate.push(message, { id: 'fg', platform: 'ios' });
  await simulate.settle();
  expect(shown()).toEqual([]);
  expect(received).toEqual(['fg']);
  expect(() => simulate.open('fg')).toThrow(/fg/);
});

test('background: the system shows it', async () => {
  simulate.appState('background');
  simulate.push(message, { id: 'bg', platform: 'ios' });
  await simulate.settle();
  expect(shown()).toEqual(['bg']);
  expect(received).toEqual([]);
});
