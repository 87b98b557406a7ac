// expo-notifications' own checks, before any native call (expo/expo packages/expo-notifications/src):
// getExpoPushTokenAsync.ts needs a project id — the option, else the app config's
// extra.eas.projectId (this project's app.json) — and rejects with a CodedError without one;
// setNotificationChannelAsync.android.ts warns for an UNSPECIFIED importance;
// scheduleNotificationAsync.ts's trigger checks (hasValidTriggerObject.ts).
import * as Notifications from 'expo-notifications';
import { Platform } from 'react-native';

async function registerForPushNotificationsAsync(projectId) {
  const { status } = await Notifications.requestPermissionsAsync();
  if (status !== 'granted') return null;
  const token = await Notifications.getExpoPushTokenAsync(projectId ? { projectId } : undefined);
  return token.data;
}

test('the project id comes from app.json when the app passes none', async () => {
  await expect(registerForPushNotificationsAsync()).resolves.toMatch(/^ExponentPushToken\[/);
});

test('an explicit projectId is used as given', async () => {
  await expect(registerForPushNotificationsAsync('0f6a2d0e-1111-4c5e-9d3b-222222222222')).resolves.toMatch(/^ExponentPushToken\[/);
});

test('an UNSPECIFIED channel importance is warned about, and the channel is still made', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  await Notifications.setNotificationChannelAsync('orders', { name: 'Orders', importance: Notifications.AndroidImportance.UNSPECIFIED });
  if (Platform.OS === 'android') {
    expect(warn).toHaveBeenCalledWith('Warning: You are setting the importance of the notification channel "orders" to "UNSPECIFIED". ' +
      'This may lead to errors on some Android versions. ' +
      "It's recommended to instead use AndroidImportance.DEFAULT.");
    expect((await Notifications.getNotificationChannelAsync('orders')).name).toBe('Orders');
  } else {
    expect(warn).not.toHaveBeenCalled();
  }
  warn.mockRestore();
});

test('a type-less trigger rejects with Expo\'s message and schedules nothing', async () => {
  await expect(Notifications.scheduleNotificationAsync({ content: { title: 'Out for delivery' }, trigger: { seconds: 60 } }))
    .rejects.toThrow('The `trigger` object you provided is invalid. It needs to contain a `type` or `channelId` entry.');
  await expect(Notifications.scheduleNotificationAsync({ content: { title: 'Out for delivery' } }))
    .rejects.toThrow('Encountered an `undefined` notification trigger. If you want to trigger the notification immediately, pass in an explicit `null` value.');
  expect(await Notifications.getAllScheduledNotificationsAsync()).toEqual([]);
  expect(simulate.effects('display')).toEqual([]);
});

test('an action without a buttonTitle: iOS leaves it out silently, Android rejects', async () => {
  const actions = [
    { identifier: 'track', buttonTitle: 'Track order' },
    { identifier: 'call-courier' },
  ];
  if (Platform.OS === 'ios') {
    const category = await Notifications.setNotificationCategoryAsync('delivery', actions);
    expect(category.actions.map((a) => a.identifier)).toEqual(['track']);
  } else {
    await expect(Notifications.setNotificationCategoryAsync('delivery', actions)).rejects.toThrow('buttonTitle');
    expect(await Notifications.getNotificationCategoriesAsync()).toEqual([]);
  }
});
