// The JavaScript half of the @react-native-firebase/messaging surface
// (FirebaseMessagingSurface.swift): the namespaced default export `messaging()` and the
// modular functions, as invertase/react-native-firebase packages/messaging/lib/index.js and
// lib/modular/index.js declare them (v23.7.0 @ 43081dfd). Evaluated once per device and
// called with its natives: { platform(), appState(), listeners(kind, count), initial(),
// answerAtLaunch(answer) }.
// Returns { exports, deliver(kind, message) }.
(function (native) {
  'use strict';
  const statics = {
    AuthorizationStatus: Object.freeze({ NOT_DETERMINED: -1, DENIED: 0, AUTHORIZED: 1, PROVISIONAL: 2, EPHEMERAL: 3 }),
    NotificationAndroidPriority: Object.freeze({ PRIORITY_MIN: -2, PRIORITY_LOW: -1, PRIORITY_DEFAULT: 0, PRIORITY_HIGH: 1, PRIORITY_MAX: 2 }),
    NotificationAndroidVisibility: Object.freeze({ VISIBILITY_SECRET: -1, VISIBILITY_PRIVATE: 0, VISIBILITY_PUBLIC: 1 }),
  };
  const SDK_VERSION = '23.7.0';
  // A stand-in registration token: stable per run, never a real one.
  const TOKEN = 'jshost-fcm-token:APA91bH-simulated-device';
  const later = value => Promise.resolve(value);
  // lib/index.js checks its arguments before any native call and throws at once, with these
  // messages (remoteMessageOptions.js for sendMessage).
  const isString = v => typeof v === 'string';
  const isBoolean = v => typeof v === 'boolean';
  const isPlainObject = v => v !== null && typeof v === 'object' && !Array.isArray(v);
  const fail = message => { throw new Error('firebase.messaging().' + message); };
  const checkTokenOptions = (api, { appName, senderId } = {}) => {
    if (appName !== undefined && !isString(appName)) fail(api + "(*) 'appName' expected a string.");
    if (senderId !== undefined && !isString(senderId)) fail(api + "(*) 'senderId' expected a string.");
  };
  const checkEnabled = (api, enabled) => { if (!isBoolean(enabled)) fail(api + "(*) 'enabled' expected a boolean value."); };
  const checkTopic = (api, topic) => {
    if (!isString(topic)) fail(api + "(*) 'topic' expected a string value.");
    if (topic.indexOf('/') > -1) fail(api + '(*) \'topic\' must not include "/".');
  };
  const DEFAULT_PERMISSIONS = { alert: true, announcement: false, badge: true, carPlay: true, provisional: false, sound: true,
                                criticalAlert: false, providesAppNotificationSettings: false };
  function remoteMessageOptions(m) {
    if (!isPlainObject(m)) throw new Error("'remoteMessage' expected an object value");
    if (m.to && !isString(m.to)) throw new Error("'remoteMessage.to' expected a string value");
    if (m.messageId && !isString(m.messageId)) throw new Error("'remoteMessage.messageId' expected a string value");
    if (Object.prototype.hasOwnProperty.call(m, 'ttl')) {
      if (typeof m.ttl !== 'number') throw new Error("'remoteMessage.ttl' expected a number value");
      if (m.ttl < 0 || !Number.isInteger(m.ttl)) throw new Error("'remoteMessage.ttl' expected a positive integer value");
    }
    if (m.data && !isPlainObject(m.data)) throw new Error("'remoteMessage.data' expected an object value");
    if (m.collapseKey && !isString(m.collapseKey)) throw new Error("'remoteMessage.collapseKey' expected a string value");
    if (m.messageType && !isString(m.messageType)) throw new Error("'remoteMessage.messageType' expected a string value");
  }
  const lists = { message: [], opened: [], token: [], deleted: [], sent: [], sendError: [] };
  let backgroundHandler = null;
  let settingsHandler = null;
  let autoInit = true;
  let registered = true;

  // Each listener's ledger id (ListenerLedger.swift: where it was added, what it got).
  const ledger = new Map();
  const LEDGER_KINDS = { message: 'push', opened: 'tap' };
  function listen(kind, listener, api) {
    if (typeof listener !== 'function') throw new Error("firebase.messaging()." + api + "(*) 'listener' expected a function.");
    lists[kind].push(listener);
    if (LEDGER_KINDS[kind] && !ledger.has(listener)) ledger.set(listener, native.listenerAdded(api, LEDGER_KINDS[kind]));
    native.listeners(kind, lists[kind].length);
    return () => {
      const i = lists[kind].indexOf(listener);
      if (i >= 0) { lists[kind].splice(i, 1); if (ledger.has(listener)) native.listenerRemoved(ledger.get(listener)); }
      native.listeners(kind, lists[kind].length);
    };
  }
  function called(fn) { if (ledger.has(fn)) native.listenerCalled(ledger.get(fn)); }

  // What the device calls: 'message' (onMessage), 'background' (setBackgroundMessageHandler),
  // 'opened' (onNotificationOpenedApp).
  function deliver(kind, message) {
    if (kind === 'background') return backgroundHandler ? backgroundHandler(message) : undefined;
    const results = lists[kind].slice().map(fn => { called(fn); return fn(message); });
    return results.some(r => r && typeof r.then === 'function') ? Promise.all(results) : undefined;
  }

  const instance = {
    get app() { return { name: '[DEFAULT]', options: {} }; },
    get isAutoInitEnabled() { return autoInit; },
    get isDeviceRegisteredForRemoteMessages() { return native.platform() === 'android' ? true : registered; },
    get isNotificationDelegationEnabled() { return false; },
    get isDeliveryMetricsExportToBigQueryEnabled() { return false; },
    setAutoInitEnabled(enabled) { checkEnabled('setAutoInitEnabled', enabled); autoInit = enabled; return later(); },
    // The message whose press launched the app, once (ReactNativeFirebaseMessagingModule.java
    // `getInitialNotification`); asked while the app is quit, it answers at the launch.
    getInitialNotification() { return native.answerAtLaunch(() => native.initial()); },
    getDidOpenSettingsForNotification() { return later(false); },
    getIsHeadless() { return later(native.appState() !== 'foreground'); },
    getToken(options) { checkTokenOptions('getToken', options); return later(TOKEN); },
    deleteToken(options) { checkTokenOptions('deleteToken', options); return later(); },
    onMessage(listener) { return listen('message', listener, 'onMessage'); },
    onNotificationOpenedApp(listener) { return listen('opened', listener, 'onNotificationOpenedApp'); },
    onTokenRefresh(listener) { return listen('token', listener, 'onTokenRefresh'); },
    requestPermission(permissions) {
      if (native.platform() === 'android') return later(1);
      if (permissions) {
        if (!isPlainObject(permissions)) fail('requestPermission(*) expected an object value.');
        for (const [key, value] of Object.entries(permissions)) {
          if (!Object.prototype.hasOwnProperty.call(DEFAULT_PERMISSIONS, key)) fail(`requestPermission(*) unexpected key "${key}" provided to permissions object.`);
          if (!isBoolean(value)) fail(`requestPermission(*) the permission "${key}" expected a boolean value.`);
        }
      }
      return later(statics.AuthorizationStatus.AUTHORIZED);
    },
    hasPermission() { return later(statics.AuthorizationStatus.AUTHORIZED); },
    registerDeviceForRemoteMessages() { registered = true; return later(); },
    unregisterDeviceForRemoteMessages() { registered = false; return later(); },
    getAPNSToken() { return later(native.platform() === 'ios' ? 'jshost-apns-token' : null); },
    setAPNSToken(token, type) {
      if (!isString(token)) fail("setAPNSToken(*) 'token' expected a string value.");
      if (type !== undefined && (!isString(type) || !['prod', 'sandbox', 'unknown'].includes(type))) {
        fail("setAPNSToken(*) 'type' expected one of 'prod', 'sandbox', or 'unknown'.");
      }
      return later(null);
    },
    onDeletedMessages(listener) { return listen('deleted', listener, 'onDeletedMessages'); },
    onMessageSent(listener) { return listen('sent', listener, 'onMessageSent'); },
    onSendError(listener) { return listen('sendError', listener, 'onSendError'); },
    setBackgroundMessageHandler(handler) {
      if (typeof handler !== 'function') throw new Error("firebase.messaging().setBackgroundMessageHandler(*) 'handler' expected a function.");
      backgroundHandler = handler;
      native.listeners('background', 1);
    },
    setOpenSettingsForNotificationsHandler(handler) {
      if (native.platform() !== 'ios') return;
      if (typeof handler !== 'function') fail("setOpenSettingsForNotificationsHandler(*) 'handler' expected a function.");
      settingsHandler = handler;
    },
    // Upstream messages go to the app server; off-device they are reported sent.
    sendMessage(message) {
      if (native.platform() === 'ios') fail('sendMessage() is only supported on Android devices.');
      try { remoteMessageOptions(message); } catch (e) { fail(`sendMessage(*) ${e.message}.`); }
      const id = message.messageId || 'jshost-upstream';
      setTimeout(() => { for (const fn of lists.sent.slice()) fn(id); }, 0);
      return later();
    },
    subscribeToTopic(topic) { checkTopic('subscribeToTopic', topic); return later(); },
    unsubscribeFromTopic(topic) { checkTopic('unsubscribeFromTopic', topic); return later(); },
    setDeliveryMetricsExportToBigQuery(enabled) { checkEnabled('setDeliveryMetricsExportToBigQuery', enabled); return later(); },
    setNotificationDelegationEnabled(enabled) { checkEnabled('setNotificationDelegationEnabled', enabled); return later(); },
    isSupported() { return later(true); },
    // Web only (the package's docs): nothing to do on a device.
    useServiceWorker(registration) {},
    usePublicVapidKey(key) {},
  };
  const messaging = Object.assign(function messaging(app) { return instance; }, statics, { SDK_VERSION });
  const modular = {
    getMessaging: app => instance,
    deleteToken: (m, o) => instance.deleteToken(o),
    getToken: (m, o) => instance.getToken(o),
    onMessage: (m, l) => instance.onMessage(l),
    onNotificationOpenedApp: (m, l) => instance.onNotificationOpenedApp(l),
    onTokenRefresh: (m, l) => instance.onTokenRefresh(l),
    requestPermission: (m, p) => instance.requestPermission(p),
    isAutoInitEnabled: m => instance.isAutoInitEnabled,
    setAutoInitEnabled: (m, e) => instance.setAutoInitEnabled(e),
    getInitialNotification: m => instance.getInitialNotification(),
    getDidOpenSettingsForNotification: m => instance.getDidOpenSettingsForNotification(),
    getIsHeadless: m => instance.getIsHeadless(),
    registerDeviceForRemoteMessages: m => instance.registerDeviceForRemoteMessages(),
    isDeviceRegisteredForRemoteMessages: m => instance.isDeviceRegisteredForRemoteMessages,
    unregisterDeviceForRemoteMessages: m => instance.unregisterDeviceForRemoteMessages(),
    getAPNSToken: m => instance.getAPNSToken(),
    setAPNSToken: (m, t, type) => instance.setAPNSToken(t, type),
    hasPermission: m => instance.hasPermission(),
    onDeletedMessages: (m, l) => instance.onDeletedMessages(l),
    onMessageSent: (m, l) => instance.onMessageSent(l),
    onSendError: (m, l) => instance.onSendError(l),
    setBackgroundMessageHandler: (m, h) => instance.setBackgroundMessageHandler(h),
    setOpenSettingsForNotificationsHandler: (m, h) => instance.setOpenSettingsForNotificationsHandler(h),
    sendMessage: (m, msg) => instance.sendMessage(msg),
    subscribeToTopic: (m, t) => instance.subscribeToTopic(t),
    unsubscribeFromTopic: (m, t) => instance.unsubscribeFromTopic(t),
    isDeliveryMetricsExportToBigQueryEnabled: m => instance.isDeliveryMetricsExportToBigQueryEnabled,
    isNotificationDelegationEnabled: m => instance.isNotificationDelegationEnabled,
    setNotificationDelegationEnabled: (m, e) => instance.setNotificationDelegationEnabled(e),
    isSupported: m => instance.isSupported(),
    experimentalSetDeliveryMetricsExportedToBigQueryEnabled: (m, e) => instance.setDeliveryMetricsExportToBigQuery(e),
  };
  const firebase = { messaging, app: () => ({ name: '[DEFAULT]', messaging }) };
  const exports = Object.assign(Object.create(null), modular, statics, { default: messaging, SDK_VERSION, firebase, __esModule: true });
  return { exports, deliver };
})
