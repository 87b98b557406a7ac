// Notifee validates its arguments in JavaScript before any native call
// (packages/react-native/src/NotifeeApiModule.ts over src/validators/*.ts): a bad argument
// throws Notifee's own message and nothing reaches the device. Written as an app's
// notification setup module and its tests would be. iOS (the default platform).
import notifee, { AndroidImportance, TimeUnit, TriggerType } from '@notifee/react-native';

async function registerCategories(categories) {
  await notifee.setNotificationCategories(categories);
  return notifee.getNotificationCategories();
}

async function remind(title, minutes) {
  return notifee.createTriggerNotification(
    { title, body: 'Reminder', ios: { categoryId: 'reminder' } },
    { type: TriggerType.INTERVAL, interval: minutes, timeUnit: TimeUnit.MINUTES },
  );
}

test('an action with an empty title rejects with Notifee\'s message and registers nothing', async () => {
  await expect(registerCategories([
    { id: 'message', actions: [{ id: 'reply', title: 'Reply', input: { placeholderText: 'Say something' } }, { id: 'like', title: '' }] },
  ])).rejects.toThrow(
    'notifee.setNotificationCategories(*) \'categories\' a category is invalid: \'category.actions\' invalid action at index "1". Error: "action.title" expected a valid string value.',
  );
  expect(await notifee.getNotificationCategories()).toEqual([]);
  await notifee.displayNotification({ id: 'm1', title: 'Ann', body: 'Lunch?', ios: { categoryId: 'message' } });
  simulate.expectEffect({ kind: 'warning', notification: 'm1' });   // the category is not registered
  expect(simulate.expectEffect({ kind: 'display', notification: 'm1' }).actions).toEqual([]);
});

test('the call throws at once (Notifee\'s methods are not async)', () => {
  expect(() => notifee.setNotificationCategories([{ id: '', actions: [] }]))
    .toThrow("notifee.setNotificationCategories(*) 'categories' a category is invalid: 'category.id' expected a valid string id.");
  expect(() => notifee.setNotificationCategories({ id: 'x' }))
    .toThrow("notifee.setNotificationCategories(*) 'categories' expected an array of IOSCategory.");
});

test('a valid category registers, with the action options it gives', async () => {
  const list = await registerCategories([{ id: 'message', actions: [{ id: 'reply', title: 'Reply', foreground: true, input: true }] }]);
  expect(list.map((c) => c.id)).toEqual(['message']);
  await notifee.displayNotification({ id: 'm2', title: 'Ann', body: 'Lunch?', ios: { categoryId: 'message' } });
  expect(simulate.expectEffect({ kind: 'display', notification: 'm2' }).actions.map((a) => a.id)).toEqual(['reply']);
});

test.each([
  [{ id: 7, title: 'x' }, "notifee.displayNotification(*) 'notification.id' invalid notification ID, expected a unique string value."],
  [{ title: 42 }, "notifee.displayNotification(*) 'notification.title' expected a string value or undefined."],
  [{ title: 'x', data: { urgent: true } }, 'notifee.displayNotification(*) \'notification.data\' value for key "urgent" is invalid, expected a string value.'],
  [{ title: 'x', ios: { foregroundPresentationOptions: { banner: 'yes' } } }, "notifee.displayNotification(*) 'notification.ios.foregroundPresentationOptions.banner' expected a boolean value."],
  [{ title: 'x', ios: { badgeCount: -1 } }, "notifee.displayNotification(*) 'notification.ios.badgeCount' expected a number value >=0."],
  [{ title: 'x', ios: { interruptionLevel: 'loud' } }, "notifee.displayNotification(*) 'notification.ios.interruptionLevel' must be a string value: 'active','critical','passive','timeSensitive'."],
  [{ title: 'x', ios: { attachments: [{ url: '' }] } }, "notifee.displayNotification(*) 'notification.ios.attachments' invalid IOSNotificationAttachment. 'attachment.url' expected a React Native ImageResource value or a valid string URL.."],
])('displayNotification(%j) throws %s', (notification, message) => {
  expect(() => notifee.displayNotification(notification)).toThrow(message);
});

test('numbers and objects are accepted as data values (validateNotification.ts)', async () => {
  const id = await notifee.displayNotification({ title: 'Order', data: { orderId: 42, meta: { a: '1' } } });
  expect(id).toMatch(/^[0-9A-Za-z]{20}$/);   // generateId(): 20 characters
  simulate.expectEffect({ kind: 'display', notification: id });
});

test('an Android-only mistake is not an error on iOS (only the running platform throws)', async () => {
  await expect(notifee.displayNotification({ id: 'ok', title: 'x', android: { channelId: 5 } })).resolves.toBe('ok');
});

test('a trigger under 15 minutes, and other trigger mistakes, are refused', async () => {
  await expect(remind('Stretch', 5)).rejects.toThrow("notifee.createTriggerNotification(*) 'trigger.interval' expected to be at least 15 minutes.");
  expect(() => notifee.createTriggerNotification({ title: 'x' }, { type: 9 })).toThrow('notifee.createTriggerNotification(*) Unknown trigger type');
  expect(() => notifee.createTriggerNotification({ title: 'x' }, { type: TriggerType.TIMESTAMP, timestamp: Date.now() - 1 }))
    .toThrow("notifee.createTriggerNotification(*) 'trigger.timestamp' date must be in the future.");
  expect(await notifee.getTriggerNotificationIds()).toEqual([]);
  await expect(remind('Stretch', 15)).resolves.toEqual(expect.any(String));
});

test('channels are validated on every platform, and ignored on iOS', async () => {
  expect(() => notifee.createChannel({ id: 'orders' })).toThrow("notifee.createChannel(*) 'channel.name' expected a string value.");
  expect(() => notifee.createChannels([{ id: 'a', name: 'A', importance: 12 }]))
    .toThrow("notifee.createChannels(*) 'channels' a channel is invalid: 'channel.importance' expected an Importance value.");
  await expect(notifee.createChannel({ id: 'orders', name: 'Orders', importance: AndroidImportance.HIGH })).resolves.toBe('');
});

test('permissions, badges and ids are checked as Notifee checks them', () => {
  expect(() => notifee.requestPermission({ sound: 'yes' })).toThrow("notifee.requestPermission(*) 'sound' expected a boolean value.");
  expect(() => notifee.setBadgeCount(-2)).toThrow("notifee.setBadgeCount(*) 'count' expected a number value greater than 0.");
  expect(() => notifee.cancelNotification(12)).toThrow("notifee.cancelNotification(*) 'notificationId' expected a string value.");
  expect(() => notifee.onForegroundEvent('nope')).toThrow("notifee.onForegroundEvent(*) 'observer' expected a function.");
});
