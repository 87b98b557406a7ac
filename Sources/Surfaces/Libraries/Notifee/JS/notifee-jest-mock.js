// `@notifee/react-native/jest-mock`, the mock the package ships for test runners and its
// docs recommend (`jest.mock('@notifee/react-native', () => require('@notifee/react-native/jest-mock'))`):
// invertase/notifee packages/react-native/jest-mock.js @ 1ecfd764. The enums of the package,
// the `test*` fixtures, and a default export whose methods are `jest.fn()`s answering those
// fixtures. Called with the surface's exports (its enums) and SDK_VERSION; `jest` is the global of the test
// file, and, as in the package, importing this without one is a ReferenceError.
(function (surface, SDK_VERSION) {
  'use strict';
  const jestObject = jest;  // eslint-disable-line no-undef
  const enums = {};
  for (const name of Object.keys(surface)) if (name !== 'default' && name !== 'SDK_VERSION' && name !== '__esModule') enums[name] = surface[name];
  // types/Trigger.ts's enums are spread as a module under `TriggerType`, the others flat.
  const triggerModule = { AlarmType: enums.AlarmType, RepeatFrequency: enums.RepeatFrequency, TimeUnit: enums.TimeUnit, TriggerType: enums.TriggerType };
  const flat = {};
  for (const name of Object.keys(enums)) if (!(name in triggerModule)) flat[name] = enums[name];

  const testNotification = { id: 'test-id', title: 'test-title', body: 'test-body', android: { channelId: 'default' } };
  const testChannel = { id: 'channel-id', name: 'channel-name' };
  const testChannelGroup = { id: 'channel-group-id', name: 'channel-group' };
  const testTrigger = { type: 'TIMESTAMP', timestamp: Date.now() };
  const testTriggerNotificationIds = ['trigger1', 'trigger2'];
  const testTriggerNotifications = [{ notification: testNotification, trigger: testTrigger }];
  const testDisplayedNotifications = [{ id: testNotification.id, date: testTrigger.timestamp, notification: testNotification, trigger: testTrigger }];
  const testCategory = {
    id: 'test-category', actions: [{ id: 'test-action', title: 'Test' }],
    allowInCarPlay: false, allowAnnouncement: false, hiddenPreviewsShowTitle: false, hiddenPreviewsShowSubtitle: false,
  };
  const authorized = enums.AuthorizationStatus.AUTHORIZED;
  const testNotificationSettings = {
    authorizationStatus: authorized,
    android: { alarm: enums.AndroidNotificationSetting.ENABLED },
    ios: {
      alert: true, badge: true, sound: true, carPlay: true, criticalAlert: true, provisional: true, lockScreen: true,
      notificationCenter: true, showPreviews: true, inAppNotificationSettings: true, authorizationStatus: authorized,
    },
  };
  const testBadgeCount = 1;
  const testPowerManagerSettings = { activity: 'test-activity', manufacturer: 'test-manufacturer', model: 'test-model', version: 'test-version' };

  const fn = implementation => jestObject.fn(implementation);
  const nothing = async () => {};
  const notifee = Object.assign({ SDK_VERSION }, flat, {
    TriggerType: triggerModule,
    displayNotification: fn(async notification => (notification && notification.id) || testNotification.id),
    createTriggerNotification: fn(async notification => (notification && notification.id) || testNotification.id),
    getChannel: fn(async id => Object.assign({}, testChannel, { id })),
    getChannels: fn(async () => [testChannel]),
    getChannelGroup: fn(async () => testChannelGroup),
    getChannelGroups: fn(async () => [testChannelGroup]),
    isChannelBlocked: fn(async () => false),
    isChannelCreated: fn(async () => true),
    getTriggerNotificationIds: fn(async () => testTriggerNotificationIds),
    getDisplayedNotifications: fn(async () => testDisplayedNotifications),
    getTriggerNotifications: fn(async () => testTriggerNotifications),
    cancelAllNotifications: fn(nothing),
    cancelDisplayedNotifications: fn(nothing),
    cancelTriggerNotifications: fn(nothing),
    cancelNotification: fn(nothing),
    cancelDisplayedNotification: fn(nothing),
    cancelTriggerNotification: fn(nothing),
    createChannel: fn(async channel => (channel && channel.id) || testChannel.id),
    createChannels: fn(nothing),
    createChannelGroup: fn(async group => (group && group.id) || testChannelGroup.id),
    createChannelGroups: fn(nothing),
    deleteChannel: fn(nothing),
    getInitialNotification: fn(async () => testNotification),
    onBackgroundEvent: fn(() => jestObject.fn()),
    onForegroundEvent: fn(() => jestObject.fn()),
    openNotificationSettings: fn(),
    requestPermission: fn(async () => testNotificationSettings),
    registerForegroundService: fn(() => jestObject.fn()),
    setNotificationCategories: fn(nothing),
    getNotificationCategories: fn(async () => [testCategory]),
    getNotificationSettings: fn(async () => testNotificationSettings),
    getBadgeCount: fn(async () => testBadgeCount),
    setBadgeCount: fn(nothing),
    incrementBadgeCount: fn(nothing),
    decrementBadgeCount: fn(nothing),
    isBatteryOptimizationEnabled: fn(async () => true),
    openBatteryOptimizationSettings: fn(nothing),
    getPowerManagerInfo: fn(nothing),
    openPowerManagerSettings: fn(async () => testPowerManagerSettings),
    stopForegroundService: fn(nothing),
    hideNotificationDrawer: fn(nothing),
  });
  return Object.assign(Object.create(null), enums, {
    __esModule: true, default: notifee,
    testNotification, testChannel, testChannelGroup, testTrigger, testTriggerNotificationIds, testTriggerNotifications,
    testDisplayedNotifications, testCategory, testNotificationSettings, testBadgeCount, testPowerManagerSettings,
  });
})
