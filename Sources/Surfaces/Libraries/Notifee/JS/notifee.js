// The JavaScript half of the @notifee/react-native surface (NotifeeSurface.swift): the
// package's default export `notifee` (types/Module.ts) and its enums (types/*.ts, exported
// from src/index.ts), invertase/notifee packages/react-native/src @ b73c76d7. Evaluated once
// per device, when a script first imports the package, and called with its natives:
// { platform(), appState(), display(n), cancel(id), displayedIds(), setCategories(list),
//   listeners(foregroundCount, hasBackground), answerAtLaunch(answer) }. Returns { exports, deliver }.
(function (native) {
  'use strict';
  // TypeScript enums: numeric members also map back from value to name.
  const numeric = o => { const e = {}; for (const k of Object.keys(o)) { e[k] = o[k]; e[o[k]] = k; } return Object.freeze(e); };
  const strings = o => Object.freeze(Object.assign({}, o));
  const enums = {
    EventType: numeric({ UNKNOWN: -1, DISMISSED: 0, PRESS: 1, ACTION_PRESS: 2, DELIVERED: 3, APP_BLOCKED: 4, CHANNEL_BLOCKED: 5, CHANNEL_GROUP_BLOCKED: 6, TRIGGER_NOTIFICATION_CREATED: 7, FG_ALREADY_EXIST: 8 }),
    AuthorizationStatus: numeric({ NOT_DETERMINED: -1, DENIED: 0, AUTHORIZED: 1, PROVISIONAL: 2 }),
    AlarmType: numeric({ SET: 0, SET_AND_ALLOW_WHILE_IDLE: 1, SET_EXACT: 2, SET_EXACT_AND_ALLOW_WHILE_IDLE: 3, SET_ALARM_CLOCK: 4 }),
    RepeatFrequency: numeric({ NONE: -1, HOURLY: 0, DAILY: 1, WEEKLY: 2 }),
    TimeUnit: strings({ SECONDS: 'SECONDS', MINUTES: 'MINUTES', HOURS: 'HOURS', DAYS: 'DAYS' }),
    TriggerType: numeric({ TIMESTAMP: 0, INTERVAL: 1 }),
    IOSShowPreviewsSetting: numeric({ NOT_SUPPORTED: -1, NEVER: 0, ALWAYS: 1, WHEN_AUTHENTICATED: 2 }),
    IOSNotificationSetting: numeric({ NOT_SUPPORTED: -1, DISABLED: 0, ENABLED: 1 }),
    IOSIntentIdentifier: numeric({ START_AUDIO_CALL: 0, START_VIDEO_CALL: 1, SEARCH_CALL_HISTORY: 2, SET_AUDIO_SOURCE_IN_CAR: 3, SET_CLIMATE_SETTINGS_IN_CAR: 4, SET_DEFROSTER_SETTINGS_IN_CAR: 5, SET_SEAT_SETTINGS_IN_CAR: 6, SET_PROFILE_IN_CAR: 7, SAVE_PROFILE_IN_CAR: 8, START_WORKOUT: 9, PAUSE_WORKOUT: 10, END_WORKOUT: 11, CANCEL_WORKOUT: 12, RESUME_WORKOUT: 13, SET_RADIO_STATION: 14, SEND_MESSAGE: 15, SEARCH_FOR_MESSAGES: 16, SET_MESSAGE_ATTRIBUTE: 17, SEND_PAYMENT: 18, REQUEST_PAYMENT: 19, SEARCH_FOR_PHOTOS: 20, START_PHOTO_PLAYBACK: 21, LIST_RIDE_OPTIONS: 22, REQUEST_RIDE: 23, GET_RIDE_STATUS: 24 }),
    AndroidNotificationSetting: numeric({ NOT_SUPPORTED: -1, DISABLED: 0, ENABLED: 1 }),
    AndroidBadgeIconType: numeric({ NONE: 0, SMALL: 1, LARGE: 2 }),
    AndroidCategory: strings({ ALARM: 'alarm', CALL: 'call', EMAIL: 'email', ERROR: 'error', EVENT: 'event', MESSAGE: 'msg', NAVIGATION: 'navigation', PROGRESS: 'progress', PROMO: 'promo', RECOMMENDATION: 'recommendation', REMINDER: 'reminder', SERVICE: 'service', SOCIAL: 'social', STATUS: 'status', SYSTEM: 'sys', TRANSPORT: 'transport' }),
    AndroidColor: strings({ RED: 'red', BLUE: 'blue', GREEN: 'green', BLACK: 'black', WHITE: 'white', CYAN: 'cyan', MAGENTA: 'magenta', YELLOW: 'yellow', LIGHTGRAY: 'lightgray', DARKGRAY: 'darkgray', GRAY: 'gray', LIGHTGREY: 'lightgrey', DARKGREY: 'darkgrey', AQUA: 'aqua', FUCHSIA: 'fuchsia', LIME: 'lime', MAROON: 'maroon', NAVY: 'navy', OLIVE: 'olive', PURPLE: 'purple', SILVER: 'silver', TEAL: 'teal' }),
    AndroidDefaults: numeric({ ALL: -1, LIGHTS: 4, SOUND: 1, VIBRATE: 2 }),
    AndroidFlags: numeric({ FLAG_INSISTENT: 4, FLAG_NO_CLEAR: 32 }),
    AndroidGroupAlertBehavior: numeric({ ALL: 0, SUMMARY: 1, CHILDREN: 2 }),
    AndroidStyle: numeric({ BIGPICTURE: 0, BIGTEXT: 1, INBOX: 2, MESSAGING: 3 }),
    AndroidVisibility: numeric({ PRIVATE: 0, PUBLIC: 1, SECRET: -1 }),
    AndroidImportance: numeric({ DEFAULT: 3, HIGH: 4, LOW: 2, MIN: 1, NONE: 0 }),
    AndroidLaunchActivityFlag: numeric({ NO_HISTORY: 0, SINGLE_TOP: 1, NEW_TASK: 2, MULTIPLE_TASK: 3, CLEAR_TOP: 4, FORWARD_RESULT: 5, PREVIOUS_IS_TOP: 6, EXCLUDE_FROM_RECENTS: 7, BROUGHT_TO_FRONT: 8, RESET_TASK_IF_NEEDED: 9, LAUNCHED_FROM_HISTORY: 10, CLEAR_WHEN_TASK_RESET: 11, NEW_DOCUMENT: 12, NO_USER_ACTION: 13, REORDER_TO_FRONT: 14, NO_ANIMATION: 15, CLEAR_TASK: 16, TASK_ON_HOME: 17, RETAIN_IN_RECENTS: 18, LAUNCH_ADJACENT: 19, MATCH_EXTERNAL: 20 }),
    AndroidForegroundServiceType: numeric({ FOREGROUND_SERVICE_TYPE_CAMERA: 64, FOREGROUND_SERVICE_TYPE_CONNECTED_DEVICE: 16, FOREGROUND_SERVICE_TYPE_DATA_SYNC: 1, FOREGROUND_SERVICE_TYPE_HEALTH: 256, FOREGROUND_SERVICE_TYPE_LOCATION: 8, FOREGROUND_SERVICE_TYPE_MEDIA_PLAYBACK: 2, FOREGROUND_SERVICE_TYPE_MEDIA_PROJECTION: 32, FOREGROUND_SERVICE_TYPE_MEDIA_PROCESSING: 8192, FOREGROUND_SERVICE_TYPE_MICROPHONE: 128, FOREGROUND_SERVICE_TYPE_PHONE_CALL: 4, FOREGROUND_SERVICE_TYPE_REMOTE_MESSAGING: 512, FOREGROUND_SERVICE_TYPE_SHORT_SERVICE: 2048, FOREGROUND_SERVICE_TYPE_SPECIAL_USE: 1073741824, FOREGROUND_SERVICE_TYPE_SYSTEM_EXEMPTED: 1024, FOREGROUND_SERVICE_TYPE_MANIFEST: -1 }),
  };
  const { EventType, AuthorizationStatus, TriggerType, TimeUnit, RepeatFrequency } = enums;
  const SDK_VERSION = '9.1.8';
  const later = value => Promise.resolve(value);
  const isString = v => typeof v === 'string';
  const isNumber = v => typeof v === 'number';
  // src/validators, with Notifee's messages (notifee-validators.js). NotifeeApiModule.ts
  // validates before any native call and throws at once (its methods are not async), each
  // message prefixed with the method: `notifee.displayNotification(*) 'notification.id' …`.
  const v = native.validators(enums);
  const validated = (method, validate, value) => {
    try { return validate(value); } catch (e) { throw new Error('notifee.' + method + '(*) ' + e.message); }
  };
  // An array argument whose every element one validator checks (categories, channels, groups).
  const validatedList = (method, name, type, element, validate, list) => {
    if (!Array.isArray(list)) throw new Error('notifee.' + method + "(*) '" + name + "' expected an array of " + type + '.');
    try { return list.map(validate); } catch (e) { throw new Error('notifee.' + method + "(*) '" + name + "' " + element + ' is invalid: ' + e.message); }
  };
  const requireString = (method, name, value) => {
    if (!isString(value)) throw new Error('notifee.' + method + "(*) '" + name + "' expected a string value.");
  };

  // What the device shows, by id (the notification objects as the script gave them).
  const displayed = new Map();
  const triggers = new Map();   // id -> { notification, trigger, timer }
  const channels = new Map();
  const channelGroups = new Map();
  let categories = [];
  let badge = 0;
  let initial = null;
  const foreground = [];
  let background = null;
  let nextId = 0;
  function report() { native.listeners(foreground.length, background !== null); }

  // Shows a validated notification (validateNotification's output, which the native module
  // keeps and events carry); `given` is the script's own object, whose platform blocks the
  // appearance model reads (without the validators' defaults: a notification's own
  // importance, not its default, stands before its channel's).
  function show(n, given) {
    const android = n.android || {}, ios = n.ios || {};
    native.display({ id: n.id, title: n.title, subtitle: n.subtitle, body: n.body, data: n.data, categoryId: ios.categoryId,
                     foregroundPresentationOptions: ios.foregroundPresentationOptions,
                     actions: android.actions, channelId: android.channelId, pressAction: android.pressAction,
                     // What the OS draws with (style, large icon, attachments, …) and the channel's
                     // importance: the host's appearance model reads them (docs/notifications.md).
                     android: given.android, ios: given.ios, channelInfo: channels.get(android.channelId) });
    displayed.set(n.id, n);
    return n;
  }

  // The DELIVERED event, to the side the app is on (as ACTION_PRESS / PRESS are). iOS posts
  // it when displayNotification's request is added (ios/NotifeeCore/NotifeeCore.m), and for
  // a trigger notification only from willPresentNotification, in the foreground
  // (NotifeeCore+UNUserNotificationCenter.m); Android whenever it displays one.
  function deliveredEvent(n, fromTrigger) {
    const event = { type: EventType.DELIVERED, detail: { notification: n } };
    const inForeground = native.appState() === 'foreground';
    if (inForeground || !fromTrigger || native.platform() === 'android') setTimeout(() => { deliver(event, inForeground); }, 0);
  }

  // A listener side for an event the device dispatches: foreground listeners, or the
  // background handler; the handler's promise is the event's result.
  function deliver(event, toForeground) {
    if (event.detail && event.detail.notification && event.detail.notification.id !== undefined) {
      const known = displayed.get(event.detail.notification.id);
      if (known) {
        event.detail.notification = known;
        // Android: a body press carries the notification's own android.pressAction, and
        // none when it has none (NotificationReceiverHandler.java handleNotificationPressIntent).
        const press = known.android && known.android.pressAction;
        if (event.type === EventType.PRESS && native.platform() === 'android') {
          if (press) event.detail.pressAction = press; else delete event.detail.pressAction;
        }
      }
    }
    // The ledger (ListenerLedger.swift) counts what a user did: presses and dismissals.
    const response = event.type === EventType.PRESS || event.type === EventType.ACTION_PRESS || event.type === EventType.DISMISSED;
    if (toForeground) {
      const results = foreground.slice().map(fn => { if (response && ledger.has(fn)) native.listenerCalled(ledger.get(fn)); return fn(event); });
      return results.some(r => r && typeof r.then === 'function') ? Promise.all(results) : undefined;
    }
    if (background && response && ledger.has(background)) native.listenerCalled(ledger.get(background));
    return background ? background(event) : undefined;
  }
  // Each listener's ledger id (ListenerLedger.swift: where it was added, what it got).
  const ledger = new Map();

  function forget(id) {
    displayed.delete(id);
    native.cancel(id);
  }
  function forgetTrigger(id) {
    const t = triggers.get(id);
    if (t) { clearTimeout(t.timer); triggers.delete(id); }
  }

  // How long until a validated trigger fires.
  const delay = trigger => trigger.type === TriggerType.TIMESTAMP ? trigger.timestamp - Date.now()
    : trigger.interval * { SECONDS: 1e3, MINUTES: 6e4, HOURS: 3.6e6, DAYS: 8.64e7 }[trigger.timeUnit];
  const repeatMs = trigger => trigger.type === TriggerType.INTERVAL ? delay(trigger)
    : ({ [RepeatFrequency.HOURLY]: 3.6e6, [RepeatFrequency.DAILY]: 8.64e7, [RepeatFrequency.WEEKLY]: 6.048e8 })[trigger.repeatFrequency];
  // The first local date after epoch ms `after` whose minute and second (HOURLY), hour
  // (DAILY) and weekday (WEEKLY) are `at`'s: what a repeating UNCalendarNotificationTrigger
  // matches. Date's local fields follow the device's zone (--time-zone).
  const matchAfter = (at, frequency, after) => {
    const d = new Date(after);
    d.setMilliseconds(0);
    if (frequency === RepeatFrequency.HOURLY) {
      d.setMinutes(at.getMinutes(), at.getSeconds());
      while (d.getTime() <= after) d.setTime(d.getTime() + 3.6e6);
      return d.getTime();
    }
    if (frequency === RepeatFrequency.WEEKLY) d.setDate(d.getDate() + (at.getDay() - d.getDay() + 7) % 7);
    d.setHours(at.getHours(), at.getMinutes(), at.getSeconds());
    if (d.getTime() <= after) {
      d.setDate(d.getDate() + (frequency === RepeatFrequency.WEEKLY ? 7 : 1));
      d.setHours(at.getHours(), at.getMinutes(), at.getSeconds());
    }
    return d.getTime();
  };

  const settings = () => ({
    authorizationStatus: AuthorizationStatus.AUTHORIZED,
    ios: { alert: 1, badge: 1, sound: 1, carPlay: 1, lockScreen: 1, notificationCenter: 1, showPreviews: 1, criticalAlert: 1,
           authorizationStatus: AuthorizationStatus.AUTHORIZED },
    android: { alarm: 1 },
    web: {},
  });
  const channelOut = c => Object.assign({ importance: enums.AndroidImportance.DEFAULT, visibility: enums.AndroidVisibility.PRIVATE,
                                          badge: true, vibration: true, lights: true, bypassDnd: false, blocked: false, sound: 'default' }, c);

  const notifee = {
    SDK_VERSION,
    displayNotification(notification) {
      const options = validated('displayNotification', v.validateNotification, notification);
      try {
        show(options, notification);
      } catch (e) { return Promise.reject(e); }
      deliveredEvent(options);
      return later(options.id);
    },
    createTriggerNotification(notification, trigger) {
      const n = validated('createTriggerNotification', v.validateNotification, notification);
      const triggerOptions = validated('createTriggerNotification', v.validateTrigger, trigger);
      trigger = triggerOptions;
      forgetTrigger(n.id);
      const entry = { notification: n, trigger, timer: null };
      const every = repeatMs(trigger);
      // When a repeating trigger fires next after epoch ms `after`. Android re-arms a fixed
      // interval (core/model/TimestampTriggerModel.java `setNextTimestamp`: DAY_IN_MS for
      // DAILY, 7 days for WEEKLY; WorkManager's periodic work the same), so across a
      // daylight-saving change the local time moves by the hour. iOS
      // (ios/NotifeeCore/NotifeeCoreUtil.m `timestampTriggerFromDictionary`) makes a
      // repeating UNCalendarNotificationTrigger matching the timestamp's local minute and
      // second (HOURLY), hour too (DAILY), weekday too (WEEKLY), in the device's zone: it
      // keeps the wall-clock time, and fires first at the next match after now, even before
      // the timestamp.
      const calendarMatch = native.platform() === 'ios' && trigger.type === TriggerType.TIMESTAMP && every
        ? after => matchAfter(new Date(Math.floor(trigger.timestamp / 1000) * 1000), trigger.repeatFrequency, after) : null;
      // A timer delay over 2^31 - 1 ms fires at once (HTML timers, Jest's fake timers):
      // a far firing waits in steps.
      // A repeating schedule (repeatFrequency) is the OS's: it fires as time passes, but does
      // not keep a run going (a one-shot trigger is the run's work, and fires).
      const arm = at => {
        const ms = Math.max(0, at - Date.now());
        entry.timer = ms > 0x7fffffff ? setTimeout(() => arm(at), 0x7fffffff) : setTimeout(fire, ms);
        if (every) native.markSchedule(entry.timer);
      };
      const fire = () => {
        const shown = show(n, notification);
        deliveredEvent(shown, true);
        if (every) arm(calendarMatch ? calendarMatch(Date.now()) : Date.now() + every);
        else triggers.delete(n.id);
      };
      triggers.set(n.id, entry);
      arm(calendarMatch ? calendarMatch(Date.now()) : Date.now() + delay(trigger));
      const created = { type: EventType.TRIGGER_NOTIFICATION_CREATED, detail: { notification: n } };
      setTimeout(() => { deliver(created, native.appState() === 'foreground'); }, 0);
      return later(n.id);
    },
    getTriggerNotificationIds() { return later([...triggers.keys()]); },
    getTriggerNotifications() { return later([...triggers.values()].map(t => ({ notification: t.notification, trigger: t.trigger }))); },
    getDisplayedNotifications() {
      const ids = native.displayedIds();
      return later(ids.filter(id => displayed.has(id)).map(id => ({ id, date: new Date().toISOString(), notification: displayed.get(id), trigger: null })));
    },
    cancelNotification(id) { requireString('cancelNotification', 'notificationId', id); forget(id); forgetTrigger(id); return later(); },
    cancelDisplayedNotification(id) { requireString('cancelDisplayedNotification', 'notificationId', id); forget(id); return later(); },
    cancelTriggerNotification(id) { requireString('cancelTriggerNotification', 'notificationId', id); forgetTrigger(id); return later(); },
    cancelAllNotifications(ids) {
      for (const id of ids || [...displayed.keys()]) forget(id);
      for (const id of ids || [...triggers.keys()]) forgetTrigger(id);
      return later();
    },
    cancelDisplayedNotifications(ids) { for (const id of ids || [...displayed.keys()]) forget(id); return later(); },
    cancelTriggerNotifications(ids) { for (const id of ids || [...triggers.keys()]) forgetTrigger(id); return later(); },
    onForegroundEvent(observer) {
      if (typeof observer !== 'function') throw new Error("[notifee] notifee.onForegroundEvent(*) 'observer' expected a function.");
      foreground.push(observer);
      if (!ledger.has(observer)) ledger.set(observer, native.listenerAdded('onForegroundEvent', 'tap'));
      report();
      return () => {
        const i = foreground.indexOf(observer);
        if (i >= 0) { foreground.splice(i, 1); native.listenerRemoved(ledger.get(observer)); }
        report();
      };
    },
    onBackgroundEvent(observer) {
      if (typeof observer !== 'function') throw new Error("[notifee] notifee.onBackgroundEvent(*) 'observer' expected a function.");
      background = observer;
      if (!ledger.has(observer)) ledger.set(observer, native.listenerAdded('onBackgroundEvent', 'tap'));
      report();
    },
    // Android: the press that launched the app, once (android/…/core/Notifee.java
    // `getInitialNotification` removes the sticky InitialNotificationEvent it reads). iOS:
    // null (deprecated there; ios/NotifeeCore/NotifeeCore+UNUserNotificationCenter.m answers
    // only for a launch from UIApplicationLaunchOptionsLocalNotificationKey). Asked while the
    // app is quit, it answers at the launch (LaunchAnswers.swift).
    getInitialNotification() {
      return native.answerAtLaunch(() => { const i = initial; initial = null; return native.platform() === 'android' ? i : null; });
    },
    setNotificationCategories(list) {
      if (native.platform() !== 'ios') return later();
      validatedList('setNotificationCategories', 'categories', 'IOSCategory', 'a category', v.validateIOSCategory, list);
      // (The native module gets the categories as given, not the validated copies.)
      try {
        native.setCategories(list);
      } catch (e) { return Promise.reject(e); }
      categories = list.map(c => Object.assign({}, c));
      return later();
    },
    getNotificationCategories() { return later(native.platform() === 'ios' ? categories.slice() : []); },
    requestPermission(permissions = {}) {
      if (native.platform() === 'ios') validated('requestPermission', v.validateIOSPermissions, permissions);
      return later(settings());
    },
    getNotificationSettings() { return later(settings()); },
    createChannel(channel) {
      const options = validated('createChannel', v.validateAndroidChannel, channel);
      if (native.platform() !== 'android') return later('');
      channels.set(options.id, channelOut(options));
      native.channel(options.id, true);
      return later(options.id);
    },
    createChannels(list) {
      const options = validatedList('createChannels', 'channels', 'AndroidChannel', 'a channel', v.validateAndroidChannel, list);
      if (native.platform() === 'android') for (const c of options) { channels.set(c.id, channelOut(c)); native.channel(c.id, true); }
      return later();
    },
    createChannelGroup(group) {
      const options = validated('createChannelGroup', v.validateAndroidChannelGroup, group);
      if (native.platform() !== 'android') return later('');
      channelGroups.set(options.id, Object.assign({ blocked: false, channels: [] }, options));
      return later(options.id);
    },
    createChannelGroups(list) {
      const options = validatedList('createChannelGroups', 'channelGroups', 'AndroidChannelGroup', 'a channel group', v.validateAndroidChannelGroup, list);
      if (native.platform() === 'android') for (const g of options) channelGroups.set(g.id, Object.assign({ blocked: false, channels: [] }, g));
      return later();
    },
    deleteChannel(id) { requireString('deleteChannel', 'channelId', id); channels.delete(id); native.channel(id, false); return later(); },
    deleteChannelGroup(id) { requireString('deleteChannelGroup', 'channelGroupId', id); channelGroups.delete(id); return later(); },
    getChannel(id) { requireString('getChannel', 'channelId', id); return later(channels.get(id) || null); },
    getChannels() { return later([...channels.values()]); },
    getChannelGroup(id) { requireString('getChannelGroup', 'channelGroupId', id); return later(channelGroups.get(id) || null); },
    getChannelGroups() { return later([...channelGroups.values()]); },
    isChannelCreated(id) { requireString('isChannelCreated', 'channelId', id); return later(native.platform() === 'android' ? channels.has(id) : true); },
    isChannelBlocked(id) { requireString('isChannelBlocked', 'channelId', id); return later(false); },
    openNotificationSettings(channelId) {
      if (channelId !== undefined && !isString(channelId)) throw new Error("notifee.openNotificationSettings(*) 'channelId' expected a string value.");
      return later();
    },
    openAlarmPermissionSettings() { return later(); },
    registerForegroundService(runner) {
      if (typeof runner !== 'function') throw new Error("notifee.registerForegroundService(_) 'runner' expected a function.");
    },
    stopForegroundService() { return later(); },
    // The badge is iOS's: on Android these resolve without looking at the argument.
    getBadgeCount() { return later(native.platform() === 'ios' ? badge : 0); },
    setBadgeCount(count) {
      if (native.platform() !== 'ios') return later();
      if (!isNumber(count) || count < 0) throw new Error("notifee.setBadgeCount(*) 'count' expected a number value greater than 0.");
      badge = Math.round(count);
      native.badge(badge);
      return later();
    },
    // (Notifee's message for incrementBy names decrementBadgeCount, as published.)
    incrementBadgeCount(by) {
      if (native.platform() !== 'ios') return later();
      if (by !== undefined && (!isNumber(by) || by < 1)) throw new Error("notifee.decrementBadgeCount(*) 'incrementBy' expected a number value greater than 1.");
      badge += Math.round(by === undefined ? 1 : by);
      native.badge(badge);
      return later();
    },
    decrementBadgeCount(by) {
      if (native.platform() !== 'ios') return later();
      if (by !== undefined && (!isNumber(by) || by < 1)) throw new Error("notifee.decrementBadgeCount(*) 'decrementBy' expected a number value greater than 1.");
      badge = Math.max(0, badge - Math.round(by === undefined ? 1 : by));
      native.badge(badge);
      return later();
    },
    openBatteryOptimizationSettings() { return later(); },
    isBatteryOptimizationEnabled() { return later(false); },
    getPowerManagerInfo() { return later({ manufacturer: 'jshost', model: 'simulated', version: '34', activity: null }); },
    openPowerManagerSettings() { return later(); },
    hideNotificationDrawer() {},
  };

  // Called by the device when a press launched the app from a quit state (Android).
  function setInitial(value) { initial = value; }
  const exports = Object.assign(Object.create(null), enums, { default: notifee, SDK_VERSION, __esModule: true });
  // react-native-notify-kit (marcocrupi/react-native-notify-kit, a maintained fork for the New
  // Architecture): Notifee's API under another name, plus setNotificationConfig({ios:
  // {handleRemoteNotifications}}) (packages/react-native/README.md "New APIs"): with false,
  // presses of remote notifications on iOS are Firebase's, not the library's.
  const kit = Object.assign(Object.create(null), notifee, {
    setNotificationConfig(config) {
      const ios = config && config.ios;
      if (ios && ios.handleRemoteNotifications !== undefined) native.handleRemote(ios.handleRemoteNotifications !== false);
      return later();
    },
  });
  const kitExports = Object.assign(Object.create(null), enums, { default: kit, SDK_VERSION, __esModule: true });
  return { exports, kitExports, deliver, setInitial };
})
