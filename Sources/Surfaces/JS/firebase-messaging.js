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
  const lists = { message: [], opened: [], token: [], deleted: [], sent: [], sendError: [] };
  let backgroundHandler = null;
  let settingsHandler = null;
  let autoInit = true;
  let registered = true;

  function listen(kind, listener, api) {
    if (typeof listener !== 'function') throw new Error("firebase.messaging()." + api + "(*) 'listener' expected a function.");
    lists[kind].push(listener);
    native.listeners(kind, lists[kind].length);
    return () => { const i = lists[kind].indexOf(listener); if (i >= 0) lists[kind].splice(i, 1); native.listeners(kind, lists[kind].length); };
  }

  // What the device calls: 'message' (onMessage), 'background' (setBackgroundMessageHandler),
  // 'opened' (onNotificationOpenedApp).
  function deliver(kind, message) {
    if (kind === 'background') return backgroundHandler ? backgroundHandler(message) : undefined;
    const results = lists[kind].slice().map(fn => fn(message));
    return results.some(r => r && typeof r.then === 'function') ? Promise.all(results) : undefined;
  }

  const instance = {
    get app() { return { name: '[DEFAULT]', options: {} }; },
    get isAutoInitEnabled() { return autoInit; },
    get isDeviceRegisteredForRemoteMessages() { return native.platform() === 'android' ? true : registered; },
    get isNotificationDelegationEnabled() { return false; },
    get isDeliveryMetricsExportToBigQueryEnabled() { return false; },
    setAutoInitEnabled(enabled) { autoInit = !!enabled; return later(); },
    // The message whose press launched the app, once (ReactNativeFirebaseMessagingModule.java
    // `getInitialNotification`); asked while the app is quit, it answers at the launch.
    getInitialNotification() { return native.answerAtLaunch(() => native.initial()); },
    getDidOpenSettingsForNotification() { return later(false); },
    getIsHeadless() { return later(native.appState() !== 'foreground'); },
    getToken(options) { return later(TOKEN); },
    deleteToken(options) { return later(); },
    onMessage(listener) { return listen('message', listener, 'onMessage'); },
    onNotificationOpenedApp(listener) { return listen('opened', listener, 'onNotificationOpenedApp'); },
    onTokenRefresh(listener) { return listen('token', listener, 'onTokenRefresh'); },
    requestPermission(permissions) { return later(statics.AuthorizationStatus.AUTHORIZED); },
    hasPermission() { return later(statics.AuthorizationStatus.AUTHORIZED); },
    registerDeviceForRemoteMessages() { registered = true; return later(); },
    unregisterDeviceForRemoteMessages() { registered = false; return later(); },
    getAPNSToken() { return later(native.platform() === 'ios' ? 'jshost-apns-token' : null); },
    setAPNSToken(token, type) { return later(); },
    onDeletedMessages(listener) { return listen('deleted', listener, 'onDeletedMessages'); },
    onMessageSent(listener) { return listen('sent', listener, 'onMessageSent'); },
    onSendError(listener) { return listen('sendError', listener, 'onSendError'); },
    setBackgroundMessageHandler(handler) {
      if (typeof handler !== 'function') throw new Error("firebase.messaging().setBackgroundMessageHandler(*) 'handler' expected a function.");
      backgroundHandler = handler;
      native.listeners('background', 1);
    },
    setOpenSettingsForNotificationsHandler(handler) { settingsHandler = handler; },
    // Upstream messages go to the app server; off-device they are reported sent.
    sendMessage(message) {
      const id = (message && message.messageId) || 'jshost-upstream';
      setTimeout(() => { for (const fn of lists.sent.slice()) fn(id); }, 0);
      return later();
    },
    subscribeToTopic(topic) {
      if (typeof topic !== 'string' || topic.indexOf('/') >= 0) return Promise.reject(new Error("firebase.messaging().subscribeToTopic(*) 'topic' must be a string without '/'."));
      return later();
    },
    unsubscribeFromTopic(topic) { return later(); },
    setDeliveryMetricsExportToBigQuery(enabled) { return later(); },
    setNotificationDelegationEnabled(enabled) { return later(); },
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
