// react-native-onesignal 4.x (OneSignalSurface.swift, chosen when the app's installed or
// declared release is 4.x): the default-exported `OneSignal` class of the package's
// src/index.ts @ 4.5.4 (953f368), with NotificationReceivedEvent
// (src/events/NotificationReceivedEvent.ts), OSNotification (src/OSNotification.ts) and the
// EventManager of src/events/EventManager.ts: a setter (setNotificationOpenedHandler,
// setNotificationWillShowInForegroundHandler, the in-app message handlers) keeps one
// handler, replaced by the next; an adder (the observers) keeps them all
// (helpers.ts isMultipleInstancesPossible). The native module sends an event only once its
// own handler is registered (ios/RCTOneSignal/RCTOneSignalEventEmitter.m,
// android/…/RNOneSignal.java setNotificationOpenedHandler /
// setNotificationWillShowInForegroundHandler), so a listener is added to the module's
// emitter when the first handler of that event is set.
//   OneSignal-notificationWillShowInForeground  a NotificationReceivedEvent
//   OneSignal-remoteNotificationOpened          {notification, action: {type, actionID | actionId}}
(function (native) {
  'use strict';
  const NOTIFICATION_WILL_SHOW = 'OneSignal-notificationWillShowInForeground';
  const NOTIFICATION_OPENED = 'OneSignal-remoteNotificationOpened';
  const IN_APP_MESSAGE_CLICKED = 'OneSignal-inAppMessageClicked';
  const IN_APP_MESSAGE_WILL_DISPLAY = 'OneSignal-inAppMessageWillDisplay';
  const IN_APP_MESSAGE_DID_DISPLAY = 'OneSignal-inAppMessageDidDisplay';
  const IN_APP_MESSAGE_WILL_DISMISS = 'OneSignal-inAppMessageWillDismiss';
  const IN_APP_MESSAGE_DID_DISMISS = 'OneSignal-inAppMessageDidDismiss';
  const PERMISSION_CHANGED = 'OneSignal-permissionChanged';
  const SUBSCRIPTION_CHANGED = 'OneSignal-subscriptionChanged';
  const EMAIL_SUBSCRIPTION_CHANGED = 'OneSignal-emailSubscriptionChanged';
  const SMS_SUBSCRIPTION_CHANGED = 'OneSignal-smsSubscriptionChanged';
  const isIOS = () => native.platform() === 'ios';

  function record(name, args) {
    native.log('[OneSignal] ' + name + '(' + args.map((a) => (a === undefined ? 'undefined' : typeof a === 'function' ? 'function' : JSON.stringify(a))).join(', ') + ')');
  }
  function isValidCallback(handler) {
    // src/helpers.ts: invariant(typeof handler === 'function', 'Must provide a valid callback').
    if (typeof handler !== 'function') { const e = new Error('Must provide a valid callback'); e.name = 'Invariant Violation'; throw e; }
  }

  // src/OSNotification.ts (JS/onesignal-notification.js, shared with 5.x)
  const OSNotification = native.OSNotification;

  // src/events/NotificationReceivedEvent.ts: complete(notification) shows it, complete()
  // (or a falsy argument) silences it — RNOneSignal.completeNotificationEvent(id, display),
  // which finds nothing the second time.
  class NotificationReceivedEvent {
    constructor(receivedEvent) {
      this.notification = new OSNotification(receivedEvent);
    }
    complete(notification) {
      if (!notification) {
        native.completeNotificationEvent(this.notification.notificationId, false);
        return;
      }
      native.completeNotificationEvent(notification.notificationId, true);
    }
    getNotification() {
      return this.notification;
    }
  }

  // src/events/EventManager.ts
  const setters = new Map();
  const adders = new Map();
  const listening = new Set();
  const multiple = new Set([PERMISSION_CHANGED, SUBSCRIPTION_CHANGED, EMAIL_SUBSCRIPTION_CHANGED, SMS_SUBSCRIPTION_CHANGED]);
  function listen(eventName) {
    if (listening.has(eventName)) return;
    listening.add(eventName);
    native.emitter.addListener(eventName, (payload) => {
      if (multiple.has(eventName)) {
        const handlers = adders.get(eventName);
        if (handlers) handlers.forEach((h) => h(payload));
        return undefined;
      }
      const handler = setters.get(eventName);
      if (eventName === NOTIFICATION_WILL_SHOW) payload = new NotificationReceivedEvent(payload);
      return handler ? handler(payload) : undefined;
    });
  }
  const setEventHandler = (eventName, handler) => { setters.set(eventName, handler); listen(eventName); };
  // The notification handlers in the listener timeline (ListenerLedger.swift): a setter's
  // next handler replaces the one before, which is then removed from the timeline.
  const trackers = new Map();
  function trackedHandler(setter, kind, handler) {
    if (trackers.has(setter)) trackers.get(setter).remove();
    const t = native.track('OneSignal.' + setter, kind, handler);
    trackers.set(setter, t);
    return t.fn;
  }
  const addEventHandler = (eventName, handler) => {
    const handlers = adders.get(eventName);
    if (handlers && handlers.length > 0) handlers.push(handler); else adders.set(eventName, [handler]);
    listen(eventName);
  };

  // The simulated device's OneSignal state.
  const state = {
    appId: null, permission: false, pushDisabled: false, externalUserId: null, email: null, sms: null,
    tags: {}, triggers: {}, paused: false, locationShared: false, requiresConsent: false, consentGiven: false,
  };
  const subscription = () => ({
    userId: state.appId ? 'jshost-onesignal-player' : undefined,
    pushToken: state.appId && state.permission ? 'jshost-onesignal-push-token' : undefined,
    isSubscribed: !!state.appId && state.permission && !state.pushDisabled,
    isPushDisabled: state.pushDisabled,
  });
  function changeSubscription(update) {
    const from = subscription();
    update();
    const to = subscription();
    if (JSON.stringify(from) !== JSON.stringify(to)) native.emitter.dispatch(SUBSCRIPTION_CHANGED, { from, to });
  }
  const later = (f) => { if (typeof f === 'function') setTimeout(f, 0); };

  class OneSignal {
    static setAppId(appId) {
      record('setAppId', [appId]);
      state.appId = String(appId);
      native.initialized(state.appId);
    }
    static addPermissionObserver(observer) { isValidCallback(observer); addEventHandler(PERMISSION_CHANGED, observer); }
    static clearPermissionObservers() { adders.delete(PERMISSION_CHANGED); }
    static addSubscriptionObserver(observer) { isValidCallback(observer); addEventHandler(SUBSCRIPTION_CHANGED, observer); }
    static clearSubscriptionObservers() { adders.delete(SUBSCRIPTION_CHANGED); }
    static addEmailSubscriptionObserver(observer) { isValidCallback(observer); addEventHandler(EMAIL_SUBSCRIPTION_CHANGED, observer); }
    static clearEmailSubscriptionObservers() { adders.delete(EMAIL_SUBSCRIPTION_CHANGED); }
    static addSMSSubscriptionObserver(observer) { isValidCallback(observer); addEventHandler(SMS_SUBSCRIPTION_CHANGED, observer); }
    static clearSMSSubscriptionObservers() { adders.delete(SMS_SUBSCRIPTION_CHANGED); }

    static setNotificationWillShowInForegroundHandler(handler) {
      isValidCallback(handler);
      // RNOneSignal.setNotificationWillShowInForegroundHandler(): from now on the SDK holds
      // every foreground notification until the event is completed.
      native.setWillShowHandler();
      setEventHandler(NOTIFICATION_WILL_SHOW, trackedHandler('setNotificationWillShowInForegroundHandler', 'push', handler));
    }
    static setNotificationOpenedHandler(handler) {
      isValidCallback(handler);
      setEventHandler(NOTIFICATION_OPENED, trackedHandler('setNotificationOpenedHandler', 'tap', handler));
    }

    static promptForPushNotificationsWithUserResponse(fallbackToSettingsOrHandler, handler) {
      let fallbackToSettings = false;
      if (typeof fallbackToSettingsOrHandler === 'function') handler = fallbackToSettingsOrHandler;
      else if (typeof fallbackToSettingsOrHandler === 'boolean') fallbackToSettings = fallbackToSettingsOrHandler;
      record('promptForPushNotificationsWithUserResponse', [fallbackToSettings]);
      const was = state.permission;
      changeSubscription(() => { state.permission = true; });
      if (!was) native.emitter.dispatch(PERMISSION_CHANGED, isIOS()
        ? { from: { status: 0, hasPrompted: false, provisional: false }, to: { status: 2, hasPrompted: true, provisional: false } }
        : { from: { areNotificationsEnabled: false }, to: { areNotificationsEnabled: true } });
      if (typeof handler === 'function') setTimeout(() => handler(true), 0);
    }
    static registerForProvisionalAuthorization(handler) {
      if (isIOS()) { isValidCallback(handler); setTimeout(() => handler(true), 0); }
      else console.log('registerForProvisionalAuthorization: this function is not supported on Android');
    }
    static disablePush(disable) { record('disablePush', [disable]); changeSubscription(() => { state.pushDisabled = !!disable; }); }
    static unsubscribeWhenNotificationsAreDisabled(unsubscribe) {
      if (!isIOS()) record('unsubscribeWhenNotificationsAreDisabled', [unsubscribe]);
      else console.log('unsubscribeWhenNotificationsAreDisabled: this function is not supported on iOS');
    }
    static enterLiveActivity(activityId, token, handler) {
      if (isIOS()) { record('enterLiveActivity', [activityId, token]); if (typeof handler === 'function') setTimeout(() => handler({ success: true }), 0); }
    }
    static exitLiveActivity(activityId, handler) {
      if (isIOS()) { record('exitLiveActivity', [activityId]); if (typeof handler === 'function') setTimeout(() => handler({ success: true }), 0); }
    }
    static isLocationShared() { return Promise.resolve(state.locationShared); }
    static setLocationShared(shared) { record('setLocationShared', [shared]); state.locationShared = !!shared; }
    static promptLocation() { record('promptLocation', []); }
    static async getDeviceState() {
      const s = subscription();
      const deviceState = {
        userId: s.userId, pushToken: s.pushToken, emailUserId: state.email ? 'jshost-onesignal-email' : undefined,
        emailAddress: state.email || undefined, smsUserId: state.sms ? 'jshost-onesignal-sms' : undefined, smsNumber: state.sms || undefined,
        isSubscribed: s.isSubscribed, isPushDisabled: s.isPushDisabled, isEmailSubscribed: !!state.email, isSMSSubscribed: !!state.sms,
      };
      // The iOS bridge reports notificationPermissionStatus; Android's areNotificationsEnabled
      // becomes hasNotificationPermission (src/index.ts getDeviceState).
      if (isIOS()) { deviceState.hasNotificationPermission = state.permission; deviceState.notificationPermissionStatus = state.permission ? 2 : 0; }
      else deviceState.hasNotificationPermission = state.permission;
      return deviceState;
    }
    static setLanguage(language, onSuccess, onFailure) { record('setLanguage', [language]); later(onSuccess); }
    static sendTag(key, value) {
      if (!key || (!value && value !== '')) console.error('OneSignal: sendTag: must include a key and a value');
      record('sendTag', [key, value]);
      state.tags[key] = value;
    }
    static sendTags(tags) {
      if (Object.keys(tags).length === 0) console.error("OneSignal: sendTags: argument must be of type object of the form { key : 'value' }");
      record('sendTags', [tags || {}]);
      Object.assign(state.tags, tags || {});
    }
    static getTags(handler) { const tags = Object.assign({}, state.tags); if (typeof handler === 'function') setTimeout(() => handler(tags), 0); }
    static deleteTag(key) {
      if (typeof key !== 'string') console.error('OneSignal: deleteTag: key argument must be of type string');
      record('deleteTags', [[key]]);
      delete state.tags[key];
    }
    static deleteTags(keys) {
      if (!Array.isArray(keys)) console.error('OneSignal: deleteTags: argument must be of array type');
      record('deleteTags', [keys]);
      for (const k of Array.isArray(keys) ? keys : []) delete state.tags[k];
    }
    static setEmail(email, emailAuthCode, handler) { record('setEmail', [email]); state.email = email; later(handler); }
    static logoutEmail(handler) { record('logoutEmail', []); state.email = null; later(handler); }
    static setSMSNumber(smsNumber, smsAuthCode, handler) { record('setSMSNumber', [smsNumber]); state.sms = smsNumber; later(handler); }
    static logoutSMSNumber(handler) { record('logoutSMSNumber', []); state.sms = null; later(handler); }
    static postNotification(notificationObjectString, onSuccess, onFailure) {
      record('postNotification', [notificationObjectString]);
      if (typeof onSuccess === 'function') setTimeout(() => onSuccess({}), 0);
    }
    static clearOneSignalNotifications() {
      if (!isIOS()) native.clearAll();
      else console.log('clearOneSignalNotifications: this function is not supported on iOS');
    }
    static removeNotification(id) {
      if (!isIOS()) native.removeNotification(Number(id));
      else console.log('removeNotification: this function is not supported on iOS');
    }
    static removeGroupedNotifications(id) {
      if (!isIOS()) record('removeGroupedNotifications', [id]);
      else console.log('removeGroupedNotifications: this function is not supported on iOS');
    }
    static setLaunchURLsInApp(isEnabled) {
      if (isIOS()) record('setLaunchURLsInApp', [isEnabled]);
      else console.log('setLaunchURLsInApp: this function is not supported on Android');
    }
    static setExternalUserId(externalId, handlerOrAuth, handler) {
      record('setExternalUserId', [externalId]);
      state.externalUserId = externalId;
      const done = typeof handlerOrAuth === 'function' ? handlerOrAuth : handler;
      if (typeof done === 'function') setTimeout(() => done({ push: { success: true } }), 0);
    }
    static removeExternalUserId(handler) {
      record('removeExternalUserId', []);
      state.externalUserId = null;
      if (typeof handler === 'function') setTimeout(() => handler({ push: { success: true } }), 0);
    }
    static setInAppMessageClickHandler(handler) { isValidCallback(handler); setEventHandler(IN_APP_MESSAGE_CLICKED, handler); }
    static setInAppMessageLifecycleHandler(handlerObject) {
      const pairs = [['onWillDisplayInAppMessage', IN_APP_MESSAGE_WILL_DISPLAY], ['onDidDisplayInAppMessage', IN_APP_MESSAGE_DID_DISPLAY],
        ['onWillDismissInAppMessage', IN_APP_MESSAGE_WILL_DISMISS], ['onDidDismissInAppMessage', IN_APP_MESSAGE_DID_DISMISS]];
      for (const [key, event] of pairs) if (handlerObject[key]) { isValidCallback(handlerObject[key]); setEventHandler(event, handlerObject[key]); }
    }
    static addTrigger(key, value) {
      if (!key || value == null) console.error('OneSignal: addTrigger: must include a key and a value');
      record('addTriggers', [{ [key]: value }]);
      state.triggers[key] = value;
    }
    static addTriggers(triggers) {
      if (Object.keys(triggers).length === 0) console.error("OneSignal: addTriggers: argument must be an object of the form { key : 'value' }");
      record('addTriggers', [triggers]);
      Object.assign(state.triggers, triggers);
    }
    static removeTriggersForKeys(keys) { record('removeTriggersForKeys', [keys]); for (const k of keys || []) delete state.triggers[k]; }
    static removeTriggerForKey(key) { record('removeTriggerForKey', [key]); delete state.triggers[key]; }
    static getTriggerValueForKey(key) { return Promise.resolve(key in state.triggers ? state.triggers[key] : null); }
    static pauseInAppMessages(pause) { record('pauseInAppMessages', [pause]); state.paused = !!pause; }
    static sendOutcome(name, handler) { record('sendOutcome', [name]); if (typeof handler === 'function') setTimeout(() => handler({ name, value: 0 }), 0); }
    static sendUniqueOutcome(name, handler) { record('sendUniqueOutcome', [name]); if (typeof handler === 'function') setTimeout(() => handler({ name, value: 0 }), 0); }
    static sendOutcomeWithValue(name, value, handler) {
      record('sendOutcomeWithValue', [name, Number(value)]);
      if (typeof handler === 'function') setTimeout(() => handler({ name, value: Number(value) }), 0);
    }
    static userProvidedPrivacyConsent() { return Promise.resolve(state.consentGiven); }
    static requiresUserPrivacyConsent() { return Promise.resolve(state.requiresConsent); }
    static setRequiresUserPrivacyConsent(required) { record('setRequiresUserPrivacyConsent', [required]); state.requiresConsent = !!required; }
    static provideUserConsent(granted) { record('provideUserConsent', [granted]); state.consentGiven = !!granted; }
    static setLogLevel(nsLogLevel, visualLogLevel) { record('setLogLevel', [nsLogLevel, visualLogLevel]); }
    static clearHandlers() { setters.clear(); adders.clear(); }
  }

  // The opened event as each native SDK serializes OSNotificationOpenedResult: iOS
  // (OneSignal-iOS-SDK OneSignalHelper.m jsonRepresentation) writes `actionID` and `type`
  // only when it is not 0; Android (OSNotificationOpenedResult.toJSONObject) writes the
  // action's `type` and `actionId`. type 0 is a tap on the notification, 1 a button.
  function shape(event, info) {
    if (event === NOTIFICATION_OPENED) {
      const button = info.clickActionId !== undefined;
      const action = {};
      if (isIOS()) { if (button) { action.actionID = info.clickActionId; action.type = 1; } }
      else { action.type = button ? 1 : 0; if (button) action.actionId = info.clickActionId; }
      return { notification: info.oneSignal, action };
    }
    return info.oneSignal;
  }

  const exports = Object.create(null);
  Object.defineProperty(exports, '__esModule', { value: true });
  Object.assign(exports, { default: OneSignal, NotificationReceivedEvent, OSNotification });
  return { exports, emit: (event, info) => native.emitter.dispatch(event, shape(event, info)) };
})
