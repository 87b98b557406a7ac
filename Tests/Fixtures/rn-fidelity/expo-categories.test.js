// expo-notifications categories are for both platforms (setNotificationCategoryAsync;
// android/…/NotificationAction.kt, TextInputNotificationAction.kt): on Android the actions show
// and a tap reaches the response listener with the action's identifier. On iOS a category made
// with options.customDismissAction reports a dismissal as
// com.apple.UNNotificationDismissActionIdentifier (ios/…/Categories/CategoriesModule.swift), and
// only then. Run once per platform (the test reads Platform.OS).
import * as Notifications from 'expo-notifications';
import { Platform } from 'react-native';

const responses = [];
Notifications.addNotificationResponseReceivedListener((response) => {
  responses.push([response.notification.request.identifier, response.actionIdentifier, response.userText]);
});

async function setUpChat() {
  await Notifications.setNotificationCategoryAsync('chat', [
    { identifier: 'reply', buttonTitle: 'Reply', textInput: { submitButtonTitle: 'Send', placeholder: 'Message' } },
    { identifier: 'mute', buttonTitle: 'Mute', options: { opensAppToForeground: false } },
  ], { customDismissAction: true });
  await Notifications.setNotificationCategoryAsync('plain', [{ identifier: 'ok', buttonTitle: 'OK' }]);
}

function notify(identifier, categoryIdentifier) {
  return Notifications.scheduleNotificationAsync({
    identifier,
    content: { title: 'Ann', body: 'Lunch?', categoryIdentifier, data: { threadId: '7' } },
    trigger: null,
  });
}

beforeAll(setUpChat);
beforeEach(() => { responses.length = 0; simulate.appState('background'); });

test('the category\'s actions show on a scheduled notification', async () => {
  await notify('c1', 'chat');
  const shown = simulate.expectEffect({ kind: 'display', notification: 'c1', category: 'chat' });
  expect(shown.actions.map((a) => a.id)).toEqual(['reply', 'mute']);
});

test('a tap on an action, and a text reply, reach the listener with the action\'s identifier', async () => {
  await notify('c2', 'chat');
  await simulate.tap('c2', 'mute');
  await simulate.tap('c2', 'reply', { text: 'On my way' });
  expect(responses).toEqual([['c2', 'mute', undefined], ['c2', 'reply', 'On my way']]);
});

test('a dismissal is reported only on iOS, only for a customDismissAction category', async () => {
  await notify('c3', 'chat');
  await notify('c4', 'plain');
  await simulate.dismiss('c3');
  await simulate.dismiss('c4');
  expect(responses).toEqual(Platform.OS === 'ios' ? [['c3', 'com.apple.UNNotificationDismissActionIdentifier', undefined]] : []);
});

test('a trigger without type or channelId is refused with Expo\'s message', async () => {
  await expect(Notifications.scheduleNotificationAsync({ content: { title: 'x' }, trigger: { seconds: 60 } })).rejects.toThrow(
    'The `trigger` object you provided is invalid. It needs to contain a `type` or `channelId` entry. Refer to the documentation to update your code: https://docs.expo.dev/versions/latest/sdk/notifications/#notificationtriggerinput',
  );
  await expect(Notifications.scheduleNotificationAsync({ content: { title: 'x' }, trigger: new Date(Date.now() + 1000) })).rejects.toThrow(TypeError);
  await expect(Notifications.scheduleNotificationAsync({ content: { title: 'x' } })).rejects.toThrow(
    'Encountered an `undefined` notification trigger. If you want to trigger the notification immediately, pass in an explicit `null` value.',
  );
});
