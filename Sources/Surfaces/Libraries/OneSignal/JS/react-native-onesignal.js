// react-native-onesignal v5 (OneSignalSurface.swift): the `OneSignal` namespace of the
// package's src/index.ts with its Notifications, User, InAppMessages, Location, Session,
// Debug and LiveActivities namespaces, the LogLevel and OSNotificationPermission enums, and
// the OSNotification and NotificationWillDisplayEvent classes (src/OSNotification.ts,
// src/events/NotificationWillDisplayEvent.ts). Events reach listeners through an
// EventManager as src/events/EventManager.ts dispatches them:
//   OneSignal-notificationWillDisplayInForeground  a NotificationWillDisplayEvent
//   OneSignal-notificationClicked                  {result: {actionId, url}, notification}
//   OneSignal-permissionChanged                    the permission (a boolean)
(function (native) {
  'use strict';
  const NOTIFICATION_WILL_DISPLAY = 'OneSignal-notificationWillDisplayInForeground';
  const NOTIFICATION_CLICKED = 'OneSignal-notificationClicked';
  const PERMISSION_CHANGED = 'OneSignal-permissionChanged';
  const SUBSCRIPTION_CHANGED = 'OneSignal-subscriptionChanged';
  const USER_STATE_CHANGED = 'OneSignal-userStateChanged';
  const IN_APP_MESSAGE_EVENTS = {
    click: 'OneSignal-inAppMessageClicked',
    willDisplay: 'OneSignal-inAppMessageWillDisplay',
    didDisplay: 'OneSignal-inAppMessageDidDisplay',
    willDismiss: 'OneSignal-inAppMessageWillDismiss',
    didDismiss: 'OneSignal-inAppMessageDidDismiss',
  };

  function record(name, args) {
    native.log('[OneSignal] ' + name + '(' + args.map((a) => (a === undefined ? 'undefined' : JSON.stringify(a))).join(', ') + ')');
  }
  function isValidCallback(handler) {
    // src/helpers.ts: invariant(typeof handler === 'function', 'Must provide a valid callback').
    if (typeof handler !== 'function') { const e = new Error('Must provide a valid callback'); e.name = 'Invariant Violation'; throw e; }
  }
  const isIOS = () => native.platform() === 'ios';

  // src/events/EventManager.ts, over the module's NativeEventEmitter (native-event-emitter.js).
  const addEventListener = (eventName, handler) => { native.emitter.addListener(eventName, handler); };
  const removeEventListener = (eventName, handler) => native.emitter.removeListener(eventName, handler);
  // The notification listeners in the listener timeline (ListenerLedger.swift): the
  // emitter keeps the tracking function, found again from the app's own for removal.
  const trackers = { click: [], foregroundWillDisplay: [] };
  function trackedListener(event, kind, listener) {
    const t = native.track("OneSignal.Notifications.addEventListener('" + event + "')", kind, listener);
    trackers[event].push({ listener, t });
    return t.fn;
  }
  function untracked(event, listener) {
    const i = trackers[event].findIndex((e) => e.listener === listener);
    if (i < 0) return listener;
    const [{ t }] = trackers[event].splice(i, 1);
    t.remove();
    return t.fn;
  }
  const dispatchHandlers = (eventName, payload) => native.emitter.dispatch(eventName, payload);

  // src/OSNotification.ts (its fields: JS/onesignal-notification.js, shared with 4.x)
  class OSNotification extends native.OSNotification {
    display() {
      native.displayNotification(this.notificationId);
    }
  }

  // src/events/NotificationWillDisplayEvent.ts
  class NotificationWillDisplayEvent {
    constructor(displayEvent) {
      this.notification = new OSNotification(displayEvent);
    }
    preventDefault() {
      native.preventDefault(this.notification.notificationId);
    }
    getNotification() {
      return this.notification;
    }
  }

  function numericEnum(names) {
    const e = {};
    names.forEach((name, i) => { e[e[name] = i] = name; });
    return Object.freeze(e);
  }
  const LogLevel = numericEnum(['None', 'Fatal', 'Error', 'Warn', 'Info', 'Debug', 'Verbose']);
  const OSNotificationPermission = numericEnum(['NotDetermined', 'Denied', 'Authorized', 'Provisional', 'Ephemeral']);

  // The simulated device's OneSignal state.
  const state = {
    appId: null, externalId: null, onesignalId: null, permission: false, prompted: false,
    optedIn: true, tags: {}, aliases: {}, triggers: {}, paused: false, locationShared: false,
  };
  const pushSubscription = () => ({
    id: state.appId ? 'jshost-onesignal-subscription' : '',
    token: state.appId && state.permission ? 'jshost-onesignal-push-token' : '',
    optedIn: !!state.appId && state.permission && state.optedIn,
  });
  function changeSubscription(update) {
    const previous = pushSubscription();
    update();
    const current = pushSubscription();
    if (JSON.stringify(previous) !== JSON.stringify(current)) dispatchHandlers(SUBSCRIPTION_CHANGED, { previous, current });
  }
  function changeUser(update) {
    update();
    dispatchHandlers(USER_STATE_CHANGED, { current: { onesignalId: state.onesignalId, externalId: state.externalId } });
  }

  const OneSignal = {
    initialize(appId) {
      record('initialize', [appId]);
      state.appId = String(appId);
      state.onesignalId = 'jshost-onesignal-user';
      native.initialized(state.appId);
    },
    login(externalId) { record('login', [externalId]); changeUser(() => { state.externalId = externalId; }); },
    logout() { record('logout', []); changeUser(() => { state.externalId = null; }); },
    setConsentRequired(required) { record('setConsentRequired', [required]); },
    setConsentGiven(granted) { record('setConsentGiven', [granted]); },
    Debug: {
      setLogLevel(nsLogLevel) { record('Debug.setLogLevel', [nsLogLevel]); },
      setAlertLevel(visualLogLevel) { record('Debug.setAlertLevel', [visualLogLevel]); },
    },
    LiveActivities: {
      enter(activityId, token, handler) {
        record('LiveActivities.enter', [activityId, token]);
        if (isIOS() && typeof handler === 'function') handler({ success: true });
      },
      exit(activityId, handler) {
        record('LiveActivities.exit', [activityId]);
        if (isIOS() && typeof handler === 'function') handler({ success: true });
      },
      setPushToStartToken(activityType, token) { record('LiveActivities.setPushToStartToken', [activityType, token]); },
      removePushToStartToken(activityType) { record('LiveActivities.removePushToStartToken', [activityType]); },
      setupDefault(options) { record('LiveActivities.setupDefault', [options]); },
      startDefault(activityId, attributes, content) { record('LiveActivities.startDefault', [activityId, attributes, content]); },
    },
    User: {
      pushSubscription: {
        addEventListener(event, listener) { isValidCallback(listener); addEventListener(SUBSCRIPTION_CHANGED, listener); },
        removeEventListener(event, listener) { removeEventListener(SUBSCRIPTION_CHANGED, listener); },
        // The deprecated synchronous getters warn (src/index.ts).
        getPushSubscriptionId() {
          console.warn('OneSignal: This method has been deprecated. Use getIdAsync instead for getting push subscription id.');
          return pushSubscription().id || '';
        },
        getIdAsync() { return Promise.resolve(pushSubscription().id || null); },
        getPushSubscriptionToken() {
          console.warn('OneSignal: This method has been deprecated. Use getTokenAsync instead for getting push subscription token.');
          return pushSubscription().token || '';
        },
        getTokenAsync() { return Promise.resolve(pushSubscription().token || null); },
        getOptedIn() {
          console.warn('OneSignal: This method has been deprecated. Use getOptedInAsync instead for getting push subscription opted in status.');
          return pushSubscription().optedIn ?? false;
        },
        getOptedInAsync() { return Promise.resolve(pushSubscription().optedIn); },
        optOut() { record('User.pushSubscription.optOut', []); changeSubscription(() => { state.optedIn = false; }); },
        optIn() { record('User.pushSubscription.optIn', []); changeSubscription(() => { state.optedIn = true; }); },
      },
      addEventListener(event, listener) { isValidCallback(listener); addEventListener(USER_STATE_CHANGED, listener); },
      removeEventListener(event, listener) { removeEventListener(USER_STATE_CHANGED, listener); },
      getOnesignalId() { return Promise.resolve(state.onesignalId); },
      getExternalId() { return Promise.resolve(state.externalId); },
      setLanguage(language) { record('User.setLanguage', [language]); },
      addAlias(label, id) { record('User.addAlias', [label, id]); state.aliases[label] = id; },
      addAliases(aliases) { record('User.addAliases', [aliases]); Object.assign(state.aliases, aliases); },
      removeAlias(label) { record('User.removeAlias', [label]); delete state.aliases[label]; },
      removeAliases(labels) { record('User.removeAliases', [labels]); for (const l of labels || []) delete state.aliases[l]; },
      addEmail(email) { record('User.addEmail', [email]); },
      removeEmail(email) { record('User.removeEmail', [email]); },
      addSms(smsNumber) { record('User.addSms', [smsNumber]); },
      removeSms(smsNumber) { record('User.removeSms', [smsNumber]); },
      addTag(key, value) {
        if (!key || value === undefined || value === null) { console.error('OneSignal: addTag: must include a key and a value'); return; }
        record('User.addTag', [key, value]);
        state.tags[key] = String(value);
      },
      addTags(tags) {
        record('User.addTags', [tags]);
        for (const [k, v] of Object.entries(tags || {})) state.tags[k] = String(v);
      },
      removeTag(key) { record('User.removeTag', [key]); delete state.tags[key]; },
      removeTags(keys) { record('User.removeTags', [keys]); for (const k of keys || []) delete state.tags[k]; },
      getTags() { return Promise.resolve(Object.assign({}, state.tags)); },
      trackEvent(name, properties = {}) {
        // src/helpers.ts isObjectSerializable: a plain object JSON.stringify accepts.
        let serializable = typeof properties === 'object' && properties !== null && !Array.isArray(properties);
        try { if (serializable) JSON.stringify(properties); } catch { serializable = false; }
        if (!serializable) { console.error('Properties must be a JSON-serializable object'); return; }
        record('User.trackEvent', [name, properties]);
      },
    },
    Notifications: {
      hasPermission() {
        console.warn('OneSignal: This method has been deprecated. Use getPermissionAsync instead for getting notification permission status.');
        return state.permission;
      },
      getPermissionAsync() { return Promise.resolve(state.permission); },
      requestPermission(fallbackToSettings) {
        state.prompted = true;
        if (!state.permission) {
          changeSubscription(() => { state.permission = true; });
          setTimeout(() => dispatchHandlers(PERMISSION_CHANGED, true), 0);
        }
        return Promise.resolve(true);
      },
      canRequestPermission() { return Promise.resolve(!state.prompted); },
      registerForProvisionalAuthorization(handler) {
        if (isIOS()) { isValidCallback(handler); handler(true); }
        else console.warn('registerForProvisionalAuthorization: this function is not supported on Android');
      },
      permissionNative() {
        return Promise.resolve(state.permission ? OSNotificationPermission.Authorized : OSNotificationPermission.NotDetermined);
      },
      addEventListener(event, listener) {
        isValidCallback(listener);
        if (event === 'click') {
          addEventListener(NOTIFICATION_CLICKED, trackedListener(event, 'tap', listener));
        } else if (event === 'foregroundWillDisplay') {
          // RNOneSignal.addNotificationForegroundLifecycleListener(): from now on the bridge
          // holds every foreground notification back until display() is called.
          native.addForegroundLifecycleListener();
          addEventListener(NOTIFICATION_WILL_DISPLAY, trackedListener(event, 'push', listener));
        } else if (event === 'permissionChange') addEventListener(PERMISSION_CHANGED, listener);
      },
      removeEventListener(event, listener) {
        if (event === 'click') removeEventListener(NOTIFICATION_CLICKED, untracked(event, listener));
        else if (event === 'foregroundWillDisplay') removeEventListener(NOTIFICATION_WILL_DISPLAY, untracked(event, listener));
        else if (event === 'permissionChange') removeEventListener(PERMISSION_CHANGED, listener);
      },
      clearAll() { native.clearAll(); },
      removeNotification(id) {
        if (!isIOS()) native.removeNotification(Number(id));
        else console.warn('removeNotification: this function is not supported on iOS');
      },
      removeGroupedNotifications(id) {
        if (!isIOS()) record('Notifications.removeGroupedNotifications', [id]);
        else console.warn('removeGroupedNotifications: this function is not supported on iOS');
      },
    },
    InAppMessages: {
      addEventListener(event, listener) {
        isValidCallback(listener);
        if (IN_APP_MESSAGE_EVENTS[event]) addEventListener(IN_APP_MESSAGE_EVENTS[event], listener);
      },
      removeEventListener(event, listener) {
        if (IN_APP_MESSAGE_EVENTS[event]) removeEventListener(IN_APP_MESSAGE_EVENTS[event], listener);
      },
      // src/index.ts logs a missing key or value and still calls the native module (no return).
      addTrigger(key, value) {
        if (!key || value == null) console.error('OneSignal: addTrigger: must include a key and a value');
        record('InAppMessages.addTrigger', [key, value]);
        state.triggers[key] = value;
      },
      addTriggers(triggers) { record('InAppMessages.addTriggers', [triggers]); Object.assign(state.triggers, triggers); },
      removeTrigger(key) { record('InAppMessages.removeTrigger', [key]); delete state.triggers[key]; },
      removeTriggers(keys) { record('InAppMessages.removeTriggers', [keys]); for (const k of keys || []) delete state.triggers[k]; },
      clearTriggers() { record('InAppMessages.clearTriggers', []); state.triggers = {}; },
      setPaused(pause) { record('InAppMessages.setPaused', [pause]); state.paused = !!pause; },
      getPaused() { return Promise.resolve(state.paused); },
    },
    Location: {
      requestPermission() { record('Location.requestPermission', []); },
      setShared(shared) { record('Location.setShared', [shared]); state.locationShared = !!shared; },
      isShared() { return Promise.resolve(state.locationShared); },
    },
    Session: {
      addOutcome(name) { record('Session.addOutcome', [name]); },
      addUniqueOutcome(name) { record('Session.addUniqueOutcome', [name]); },
      addOutcomeWithValue(name, value) { record('Session.addOutcomeWithValue', [name, value]); },
    },
  };

  function shape(event, info) {
    if (event === NOTIFICATION_WILL_DISPLAY) return new NotificationWillDisplayEvent(info.oneSignal);
    if (event === NOTIFICATION_CLICKED) {
      const result = {};
      if (info.clickActionId !== undefined) result.actionId = info.clickActionId;
      if (info.oneSignal.launchURL !== undefined) result.url = info.oneSignal.launchURL;
      return { result, notification: info.oneSignal };
    }
    return info;
  }

  const exports = Object.create(null);
  Object.defineProperty(exports, '__esModule', { value: true });
  Object.assign(exports, { OneSignal, LogLevel, OSNotificationPermission, NotificationWillDisplayEvent, OSNotification });
  return { exports, emit: (event, info) => dispatchHandlers(event, shape(event, info)) };
})
