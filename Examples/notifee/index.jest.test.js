// index.js tested the way Notifee and React Native Firebase users write Jest tests: both
// SDK modules replaced with `jest.fn`s, the handlers index.js registers fished out of
// `mock.calls[0][0]` and called with hand-written events, and what the handlers asked
// the SDK to do kept as Jest snapshots (__snapshots__/index.jest.test.js.snap).
//
//   jshost test --ci index.jest.test.js          (in this folder; --ci: a missing snapshot fails)
//
// index.effects.test.js keeps the simulated Notifee and mocks one call only, so its
// snapshot holds the effects the simulated device recorded.
import messaging from '@react-native-firebase/messaging';
import notifee, { EventType } from '@notifee/react-native';
import './index.js';

jest.mock('@react-native-firebase/messaging', () => {
  const instance = { onMessage: jest.fn(), setBackgroundMessageHandler: jest.fn() };
  return { __esModule: true, default: () => instance };
});

jest.mock('@notifee/react-native', () => ({
  __esModule: true,
  default: {
    createChannel: jest.fn().mockResolvedValue('chat'),
    displayNotification: jest.fn().mockResolvedValue('chat-42'),
    cancelNotification: jest.fn().mockResolvedValue(undefined),
    setNotificationCategories: jest.fn().mockResolvedValue(undefined),
    onBackgroundEvent: jest.fn(),
  },
  EventType: { DISMISSED: 0, PRESS: 1, ACTION_PRESS: 2, DELIVERED: 3 },
  AndroidImportance: { DEFAULT: 3, HIGH: 4 },
}));

const message = { messageId: 'm-1', data: { chatId: '42', sender: 'Ada', text: 'Lunch at 12:30?' } };

describe('index.js with the SDKs mocked', () => {
  test('registers one handler for foreground and background messages', () => {
    expect(messaging().setBackgroundMessageHandler).toHaveBeenCalledTimes(1);
    expect(messaging().onMessage).toHaveBeenCalledWith(messaging().setBackgroundMessageHandler.mock.calls[0][0]);
    expect(notifee.setNotificationCategories.mock.calls[0][0]).toMatchSnapshot('iOS categories');
  });

  test('a data message displays the chat notification with its actions', async () => {
    const onMessageReceived = messaging().setBackgroundMessageHandler.mock.calls[0][0];
    await onMessageReceived(message);
    expect(notifee.createChannel).toHaveBeenCalledWith(expect.objectContaining({ id: 'chat' }));
    expect(notifee.displayNotification).toHaveBeenCalledTimes(1);
    expect(notifee.displayNotification.mock.calls[0][0]).toMatchSnapshot();
  });

  test('"Mark as read" cancels the notification', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const onBackgroundEvent = notifee.onBackgroundEvent.mock.calls[0][0];
    await onBackgroundEvent({
      type: EventType.ACTION_PRESS,
      detail: { notification: { id: 'chat-42', data: { chatId: '42' } }, pressAction: { id: 'mark-as-read' } },
    });
    expect(notifee.cancelNotification).toHaveBeenCalledWith('chat-42');
    expect(log.mock.calls).toMatchSnapshot();
    log.mockRestore();
  });
});
