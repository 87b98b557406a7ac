// react-native-notifications (wix), WixNotificationsSurface.swift: the package's
// lib/src API (Notifications.ts, events/EventsRegistry.ts, DTO/Notification*.ts,
// interfaces/NotificationCategory.ts, interfaces/NotificationCompletion.ts) over jshost's
// natives. Native events are shaped as lib/ios/RNNotificationParser.m and
// RCTConvert+RNNotifications.m (iOS) and core/notification/PushNotification.java
// (Android) send them:
//   notificationReceived            {identifier, date, title, body, category, thread, ...userInfo}
//   notificationReceivedBackground  {identifier, ...userInfo}
//   notificationOpened              {notification, identifier, action: {identifier, text?}}
//                                   (Android: {notification}, no action)
(function (native) {
  'use strict';
  const DEFAULT_ACTION = 'com.apple.UNNotificationDefaultActionIdentifier';
  const isIOS = () => native.platform() === 'ios';

  // RNEventEmitter's NativeEventEmitter (native-event-emitter.js).
  const { dispatch } = native.emitter;
  // The library checks no listener itself: one it hands on as given meets React Native's
  // EventEmitter check; one it wraps (received, opened) fails only when an event comes.
  function addListener(event, fn) {
    return native.emitter.addListener(event, fn);
  }

  // lib/src/DTO
  class Notification {
    constructor(payload) {
      this.payload = payload;
      this.identifier = this.payload.identifier;
    }
    get title() { return this.payload.title; }
    get body() { return this.payload.body; }
    get sound() { return this.payload.sound; }
    get badge() { return this.payload.badge; }
    get type() { return this.payload.type; }
    get thread() { return this.payload.thread; }
  }
  class NotificationIOS extends Notification {
    constructor(payload) {
      super(payload);
      this.identifier = this.payload.identifier;
    }
    get aps() { return this.payload.aps || {}; }
    get alert() {
      const alert = this.aps.alert;
      if (alert !== null && typeof alert === 'object') return alert;
      if (typeof alert === 'string') return { body: alert };
      return undefined;
    }
    get title() { return this.alert.title; }
    get body() { return this.alert.body; }
    get sound() { return this.aps.sound; }
    get badge() { return this.aps.badge; }
    get thread() { return this.aps.thread; }
  }
  class NotificationAndroid extends Notification {
    constructor(payload) {
      super(payload);
      this.identifier = this.payload['google.message_id'];
    }
    get title() { return this.payload.title; }
    get body() { return this.payload.body; }
    get sound() { return this.payload.sound; }
  }
  function fromPayload(payload) {
    if (isIOS()) return payload.aps ? new NotificationIOS(payload) : new Notification(payload);
    return new NotificationAndroid(payload);
  }

  // lib/src/interfaces
  class NotificationCategory {
    constructor(identifier, actions) {
      this.identifier = identifier;
      this.actions = actions;
    }
  }
  class NotificationAction {
    constructor(identifier, activationMode, title, authenticationRequired, textInput) {
      this.identifier = identifier;
      this.activationMode = activationMode;
      this.title = title;
      this.authenticationRequired = authenticationRequired;
      this.textInput = textInput;
    }
  }
  class NotificationActionResponse {
    constructor(response) {
      this.identifier = response.identifier;
      this.text = response.text;
    }
  }
  const NotificationBackgroundFetchResult = Object.freeze({ NEW_DATA: 'newData', NO_DATA: 'noData', FAILED: 'failed' });

  // What the native side sends for a notification (`info` from Swift).
  function userInfo(info) {
    // A local notification's userInfo is the whole request (RCTConvert UNNotificationRequest);
    // a push's is its payload.
    return info.local ? (info.raw || {}) : (info.raw || {});
  }
  function iosPayload(info) {
    return Object.assign({
      identifier: info.id,
      date: new Date().toISOString(),
      title: info.title === undefined ? null : info.title,
      body: info.body === undefined ? null : info.body,
      category: info.category === undefined ? null : info.category,
      thread: null,
    }, userInfo(info));
  }
  function androidPayload(info) {
    const raw = info.local ? (info.raw || {}) : Object.assign({}, info.data);
    return Object.assign({}, raw, {
      title: info.title === undefined ? raw.title : info.title,
      body: info.body === undefined ? raw.body : info.body,
      'google.message_id': info.id,
    });
  }
  function shape(event, info) {
    if (event === 'notificationReceived') return isIOS() ? iosPayload(info) : androidPayload(info);
    if (event === 'notificationReceivedBackground') return isIOS() ? Object.assign({ identifier: info.id }, userInfo(info)) : androidPayload(info);
    if (event === 'notificationOpened') {
      if (!isIOS()) return { notification: androidPayload(info) };
      const action = { identifier: info.actionIdentifier === 'default' ? DEFAULT_ACTION : info.actionIdentifier };
      if (info.userText !== undefined) action.text = info.userText;
      return { notification: iosPayload(info), identifier: info.id, action };
    }
    return info;
  }

  // lib/src/adapters/NativeEventsReceiver.ts with CompletionCallbackWrapper.ts: the
  // completions are accepted (on iOS they finish the native handler; ignored on Android).
  const completions = [];
  const receiver = {
    registerRemoteNotificationsRegistered: (cb) => addListener('remoteNotificationsRegistered', cb),
    appNotificationSettingsLinked: (cb) => addListener('appNotificationSettingsLinked', cb),
    registerPushKitRegistered: (cb) => addListener('pushKitRegistered', cb),
    registerNotificationReceived: (cb) => addListener('notificationReceived', (payload) => cb(fromPayload(payload))),
    registerNotificationReceivedBackground: (cb) => addListener('notificationReceivedBackground', (payload) => cb(fromPayload(payload))),
    registerPushKitNotificationReceived: (cb) => addListener('pushKitNotificationReceived', cb),
    registerNotificationOpened: (cb) => addListener('notificationOpened', (response) => {
      const action = response.action ? new NotificationActionResponse(response.action) : undefined;
      return cb(fromPayload(response.notification), action);
    }),
    registerRemoteNotificationsRegistrationFailed: (cb) => addListener('remoteNotificationsRegistrationFailed', cb),
    registerRemoteNotificationsRegistrationDenied: (cb) => addListener('remoteNotificationsRegistrationDenied', cb),
  };
  function wrapReceived(callback, background) {
    return (notification) => callback(notification, (response) => {
      if (!isIOS()) return;
      completions.push({ identifier: notification.identifier, background, response });
      // finishPresentingNotification: iOS presents the notification as the options ask.
      if (!background) native.completePresentation(notification.identifier, response);
    });
  }
  function wrapOpened(callback) {
    return (notification, actionResponse) => callback(notification, () => {
      if (isIOS()) completions.push({ identifier: notification.identifier, opened: true });
    }, actionResponse);
  }

  // A notification listener the app adds, in the listener timeline (ListenerLedger.swift):
  // its subscription's remove() takes it off the timeline too.
  function tracked(api, kind, callback, add) {
    const t = native.track('Notifications.events().' + api, kind, callback);
    const subscription = add(t.fn);
    const remove = subscription.remove;
    subscription.remove = function () { t.remove(); return remove.apply(this, arguments); };
    return subscription;
  }

  class EventsRegistry {
    registerRemoteNotificationsRegistered(callback) { return receiver.registerRemoteNotificationsRegistered(callback); }
    registerNotificationReceivedForeground(callback) { return tracked('registerNotificationReceivedForeground', 'push', callback, (cb) => receiver.registerNotificationReceived(wrapReceived(cb, false))); }
    registerNotificationReceivedBackground(callback) { return tracked('registerNotificationReceivedBackground', 'push', callback, (cb) => receiver.registerNotificationReceivedBackground(wrapReceived(cb, true))); }
    registerNotificationOpened(callback) { return tracked('registerNotificationOpened', 'tap', callback, (cb) => receiver.registerNotificationOpened(wrapOpened(cb))); }
    registerRemoteNotificationsRegistrationFailed(callback) { return receiver.registerRemoteNotificationsRegistrationFailed(callback); }
    registerRemoteNotificationsRegistrationDenied(callback) { return receiver.registerRemoteNotificationsRegistrationDenied(callback); }
  }
  class EventsRegistryIOS {
    registerPushKitRegistered(callback) { return receiver.registerPushKitRegistered(callback); }
    registerPushKitNotificationReceived(callback) { return receiver.registerPushKitNotificationReceived(wrapOpened(callback)); }
    appNotificationSettingsLinked(callback) { return receiver.appNotificationSettingsLinked(callback); }
  }

  // lib/src/commands/Commands.ts over the native commands.
  let nextId = 0;
  let badge = 0;
  let registered = false;
  const scheduled = new Map();
  const TOKEN = 'b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1';
  const commands = {
    postLocalNotification(notification, id) {
      const notificationId = id ? id : ++nextId;
      const details = notification instanceof Notification ? notification.payload : (notification || {});
      const deliver = () => {
        scheduled.delete(notificationId);
        native.display({
          id: String(notificationId), title: details.title, body: details.body,
          category: isIOS() ? details.category : undefined, data: details.userInfo || {}, raw: details,
        });
      };
      const at = details.fireDate instanceof Date ? details.fireDate.getTime()
        : (details.fireDate !== undefined && details.fireDate !== null ? new Date(details.fireDate).getTime() : NaN);
      const delay = Number.isNaN(at) ? 0 : at - Date.now();
      // Android delivers at once: scheduled notifications are not implemented there (issue 484).
      if (delay > 0 && isIOS()) scheduled.set(notificationId, setTimeout(deliver, delay));
      else deliver();
      return notificationId;
    },
    // The tap that launched the app, once: the native side clears it when read
    // (lib/ios/RNCommandsHandler.m, lib/android/…/RNNotificationsModule.java
    // `getInitialNotification`), and Commands.ts makes "none" `undefined`. On iOS it is the
    // launch options' push, its userInfo as it came (lib/ios/RNBridgeModule.m `setBridge`):
    // a local notification is not in them. Asked while the app is quit, it answers at the
    // launch (LaunchAnswers.swift).
    getInitialNotification() {
      return native.answerAtLaunch(() => {
        const initial = native.takeInitial();
        if (!initial || (isIOS() && initial.local)) return undefined;
        return fromPayload(isIOS() ? Object.assign({}, userInfo(initial)) : androidPayload(initial));
      });
    },
    requestPermissions() {
      if (!registered) {
        registered = true;
        setTimeout(() => dispatch('remoteNotificationsRegistered', { deviceToken: TOKEN }), 0);
      }
      return Promise.resolve();
    },
    abandonPermissions() { registered = false; return Promise.resolve(); },
    registerPushKit() {},
    setCategories(categories) { if (isIOS()) native.setCategories(categories || []); },
    getBadgeCount() { return Promise.resolve(badge); },
    setBadgeCount(count) { badge = count; native.badge(count); },
    cancelLocalNotification(notificationId) {
      const timer = scheduled.get(notificationId);
      if (timer !== undefined) { clearTimeout(timer); scheduled.delete(notificationId); }
    },
    cancelAllLocalNotifications() {
      for (const timer of scheduled.values()) clearTimeout(timer);
      scheduled.clear();
    },
    isRegisteredForRemoteNotifications() { return Promise.resolve(registered); },
    checkPermissions() {
      return Promise.resolve({ badge: registered, alert: registered, sound: registered, carPlay: false, criticalAlert: false, provisional: false, providesAppNotificationSettings: false, announcement: false });
    },
    removeAllDeliveredNotifications() { for (const n of native.delivered()) native.forget(n.id); },
    removeDeliveredNotifications(identifiers) { for (const id of identifiers || []) native.forget(String(id)); },
    getDeliveredNotifications() { return Promise.resolve(native.delivered().map((n) => iosPayload(n))); },
    refreshToken() { setTimeout(() => dispatch('remoteNotificationsRegistered', { deviceToken: TOKEN }), 0); },
    setNotificationChannel(channel) { channels.push(channel); },
  };
  const channels = [];

  // lib/src/NotificationsIOS.ts / NotificationsAndroid.ts: on the other platform every
  // member is a function that does nothing (their Proxy).
  function platformProxy(target, os) {
    return new Proxy(target, {
      get(t, name) { return native.platform() === os ? t[name] : () => {}; },
    });
  }
  class NotificationsIOS {
    constructor(registry) { this.eventsRegistry = registry; return platformProxy(this, 'ios'); }
    registerRemoteNotifications(options) { return commands.requestPermissions(options); }
    abandonPermissions() { return commands.abandonPermissions(); }
    registerPushKit() { return commands.registerPushKit(); }
    getBadgeCount() { return commands.getBadgeCount(); }
    setBadgeCount(count) { return commands.setBadgeCount(count); }
    cancelAllLocalNotifications() { commands.cancelAllLocalNotifications(); }
    checkPermissions() { return commands.checkPermissions(); }
    removeDeliveredNotifications(identifiers) { return commands.removeDeliveredNotifications(identifiers); }
    getDeliveredNotifications() { return commands.getDeliveredNotifications(); }
    events() { return this.eventsRegistry; }
  }
  class NotificationsAndroid {
    constructor() { return platformProxy(this, 'android'); }
    registerRemoteNotifications() { commands.refreshToken(); }
    setNotificationChannel(notificationChannel) { return commands.setNotificationChannel(notificationChannel); }
  }
  class NotificationsRoot {
    constructor() {
      this.eventsRegistry = new EventsRegistry();
      this._ios = new NotificationsIOS(new EventsRegistryIOS());
      this._android = new NotificationsAndroid();
    }
    registerRemoteNotifications(options) {
      this.ios.registerRemoteNotifications(options);
      this.android.registerRemoteNotifications();
    }
    postLocalNotification(notification, id) { return commands.postLocalNotification(notification, id); }
    getInitialNotification() { return commands.getInitialNotification(); }
    setCategories(categories) { commands.setCategories(categories); }
    cancelLocalNotification(notificationId) { return commands.cancelLocalNotification(notificationId); }
    removeAllDeliveredNotifications() { return commands.removeAllDeliveredNotifications(); }
    isRegisteredForRemoteNotifications() { return commands.isRegisteredForRemoteNotifications(); }
    setNotificationChannel(notificationChannel) { return this.android.setNotificationChannel(notificationChannel); }
    events() { return this.eventsRegistry; }
    get ios() { return this._ios; }
    get android() { return this._android; }
  }

  const Notifications = new NotificationsRoot();
  const exports = Object.create(null);
  Object.defineProperty(exports, '__esModule', { value: true });
  Object.assign(exports, { Notifications, Notification, NotificationCategory, NotificationAction, NotificationBackgroundFetchResult });
  return { exports, emit: (event, info) => dispatch(event, shape(event, info)) };
})
