// @react-native-community/push-notification-ios (PushNotificationIOSSurface.swift): the
// package's js/index.js API over jshost's natives. The class and its instances follow
// js/index.js (react-native-push-notification/ios); the native events are shaped as
// ios/RNCPushNotificationIOS.m and ios/RCTConvert+Notification.m send them:
//   remoteNotificationReceived  a push reaching didReceiveRemoteNotification:fetchCompletionHandler:
//                               (app in the foreground, or content-available): the payload
//                               plus notificationId and remote: true;
//   localNotificationReceived   every tap (didReceiveNotificationResponse:), remote or local:
//                               RCTFormatUNNotificationResponse — the action id is the
//                               button's, com.apple.UNNotificationDefaultActionIdentifier for
//                               the notification itself.
(function (native) {
  'use strict';
  const DEFAULT_ACTION = 'com.apple.UNNotificationDefaultActionIdentifier';
  const DEVICE_NOTIF_EVENT = 'remoteNotificationReceived';
  const NOTIF_REGISTER_EVENT = 'remoteNotificationsRegistered';
  const NOTIF_REGISTRATION_ERROR_EVENT = 'remoteNotificationRegistrationError';
  const DEVICE_LOCAL_NOTIF_EVENT = 'localNotificationReceived';

  // The NativeEventEmitter of the package's RNCPushNotificationIOS module (native-event-emitter.js).
  const { addListener, dispatch } = native.emitter;

  function invariant(condition, message) {
    if (!condition) {
      const error = new Error(message);
      error.name = 'Invariant Violation';
      throw error;
    }
  }

  function isoNow() { return new Date().toISOString(); }

  // RCTFormatUNNotificationResponse: the notification's request content plus the response.
  function responseBody(info) {
    const userInfo = Object.assign({}, info.local ? (info.raw && info.raw.userInfo) || {} : info.raw || {});
    const actionIdentifier = info.actionIdentifier === 'default' ? DEFAULT_ACTION : info.actionIdentifier;
    userInfo.userInteraction = 1;
    userInfo.actionIdentifier = actionIdentifier;
    const aps = (!info.local && info.raw && info.raw.aps) || {};
    const body = {
      identifier: info.id,
      date: isoNow(),
      title: info.title === undefined ? null : info.title,
      body: info.body === undefined ? null : info.body,
      category: info.category === undefined ? null : info.category,
      'thread-id': (info.local ? info.raw && info.raw.threadId : aps['thread-id']) || null,
      userInfo,
      badge: (info.local ? info.raw && info.raw.badge : aps.badge) === undefined ? null : (info.local ? info.raw.badge : aps.badge),
      sound: (info.local ? info.raw && info.raw.sound : aps.sound) || null,
      actionIdentifier,
    };
    if (info.userText !== undefined) body.userText = info.userText;
    return body;
  }

  function shape(event, info) {
    if (event === DEVICE_NOTIF_EVENT) return Object.assign({}, info.raw, { notificationId: info.id, remote: true });
    if (event === DEVICE_LOCAL_NOTIF_EVENT) return responseBody(info);
    return info;
  }

  // Scheduled requests (addNotificationRequest and the deprecated schedule calls), by id.
  const pending = new Map();
  let legacyIds = 0;
  let badge = 0;
  let authorized = false;
  let registered = false;

  function fireTime(fireDate) {
    if (fireDate === undefined || fireDate === null) return undefined;
    const t = fireDate instanceof Date ? fireDate.getTime() : (typeof fireDate === 'number' ? fireDate : Date.parse(fireDate));
    return Number.isNaN(t) ? undefined : t;
  }

  // `next(after)`: for a repeating request, when it fires next after epoch ms `after`.
  function schedule(id, fireDate, request, deliver, next) {
    const at = next ? next(Date.now()) : fireTime(fireDate);
    const delay = at === undefined || at === null ? 0 : at - Date.now();
    if (pending.has(id)) clearTimeout(pending.get(id).timer);
    if (delay <= 0 && !next) {
      pending.delete(id);
      deliver();
      return;
    }
    const entry = { request, timer: null, legacy: request.__legacy === true };
    // A repeating request is the OS's schedule: it fires as time passes, stays pending, and
    // does not keep a run going (a one-shot request is the run's work, and fires). A delay
    // over 2^31 - 1 ms waits in steps (HTML timers fire such a delay at once).
    const arm = when => {
      const ms = Math.max(0, when - Date.now());
      entry.timer = ms > 0x7fffffff ? setTimeout(() => arm(when), 0x7fffffff)
        : setTimeout(() => {
          const following = next ? next(Date.now()) : null;
          if (following !== null) arm(following); else pending.delete(id);
          deliver();
        }, ms);
      if (next) native.markSchedule(entry.timer);
    };
    arm(at === undefined || at === null ? Date.now() : at);
    pending.set(id, entry);
  }

  // addNotificationRequest with `repeats` (ios/RCTConvert+Notification.m
  // `UNNotificationRequest`): a repeating UNCalendarNotificationTrigger on the fireDate's
  // local fields that `repeatsComponent` names (year, month, day, dayOfWeek, hour, minute,
  // second) — each firing is the next local date matching them, from now (so the first can
  // come before fireDate). With none named, jshost fires it once at fireDate.
  function calendarRepeat(request) {
    const at = fireTime(request.fireDate);
    const named = request.repeatsComponent || {};
    if (!request.repeats || at === undefined) return undefined;
    const d = new Date(at);
    const fields = {};
    if (named.year) fields.year = d.getFullYear();
    if (named.month) fields.month = d.getMonth() + 1;
    if (named.day) fields.day = d.getDate();
    if (named.dayOfWeek) fields.weekday = d.getDay() + 1;
    if (named.hour) fields.hour = d.getHours();
    if (named.minute) fields.minute = d.getMinutes();
    if (named.second) fields.second = d.getSeconds();
    if (Object.keys(fields).length === 0) return undefined;
    return after => native.nextCalendarMatch(fields, after);
  }

  function requestBody(request) {
    return {
      id: request.id,
      title: request.title,
      subtitle: request.subtitle,
      body: request.body,
      badge: request.badge,
      sound: request.sound,
      category: request.category,
      'thread-id': request.threadId,
      date: request.fireDate,
      userInfo: request.userInfo || {},
    };
  }

  function permissions(requested) {
    const granted = (key) => authorized && (requested ? !!requested[key] : key !== 'critical');
    return {
      alert: granted('alert'), badge: granted('badge'), sound: granted('sound'), critical: granted('critical'),
      lockScreen: authorized, notificationCenter: authorized,
      authorizationStatus: authorized ? 2 : 0,
    };
  }
  let lastRequested;

  class PushNotificationIOS {
    static presentLocalNotification(details) {
      PushNotificationIOS.scheduleLocalNotification(Object.assign({}, details, { fireDate: undefined }));
    }

    static scheduleLocalNotification(details) {
      details = details || {};
      const id = 'local-' + (++legacyIds);
      const request = Object.assign({ __legacy: true }, details);
      schedule(id, details.fireDate, request, () => {
        native.display({
          id: '', title: details.alertTitle, body: details.alertBody, category: details.category,
          data: details.userInfo || {}, raw: { userInfo: details.userInfo || {}, title: details.alertTitle, body: details.alertBody, badge: details.applicationIconBadgeNumber, sound: details.soundName },
        });
      });
    }

    static addNotificationRequest(request) {
      // js/index.js checks nothing (a missing request fails at `request.fireDate`, with the
      // engine's TypeError); the native module's RCTConvert+Notification.m passes a missing
      // id to UNNotificationRequest as nil, and nothing reaches JavaScript: jshost warns and
      // schedules nothing.
      const handledRequest = request.fireDate instanceof Date ? Object.assign({}, request, { fireDate: request.fireDate.toISOString() }) : request;
      const finalRequest = Object.assign({}, handledRequest, { repeatsComponent: request.repeatsComponent || {} });
      if (typeof finalRequest.id !== 'string') {
        native.warn('PushNotificationIOS.addNotificationRequest(): the request has no id (a string) — nothing scheduled ' +
          '(the library\'s JavaScript passes it on unchecked; ios/RCTConvert+Notification.m hands UNNotificationRequest a nil identifier)');
        return;
      }
      schedule(finalRequest.id, finalRequest.fireDate, finalRequest, () => {
        native.display({
          id: finalRequest.id, title: finalRequest.title, body: finalRequest.body, category: finalRequest.category,
          data: finalRequest.userInfo || {}, raw: finalRequest,
        });
      }, calendarRepeat(finalRequest));
    }

    static setNotificationCategories(categories) {
      if (native.platform() !== 'ios') return;  // the native module is iOS only
      native.setCategories(categories);
    }

    static cancelAllLocalNotifications() {
      for (const [id, p] of pending) if (p.legacy) { clearTimeout(p.timer); pending.delete(id); }
    }

    static removeAllPendingNotificationRequests() {
      for (const p of pending.values()) clearTimeout(p.timer);
      pending.clear();
    }

    static removePendingNotificationRequests(identifiers) {
      for (const id of identifiers || []) {
        const p = pending.get(id);
        if (p) { clearTimeout(p.timer); pending.delete(id); }
      }
    }

    static removeAllDeliveredNotifications() {
      for (const n of native.delivered()) native.forget(n.id);
    }

    static getDeliveredNotifications(callback) {
      callback(native.delivered().map((n) => ({
        identifier: n.id,
        title: n.title === undefined ? null : n.title,
        subtitle: n.subtitle === undefined ? null : n.subtitle,
        body: n.body === undefined ? null : n.body,
        category: n.category === undefined ? null : n.category,
        'thread-id': null,
        userInfo: n.local ? (n.raw && n.raw.userInfo) || {} : n.raw,
      })));
    }

    static removeDeliveredNotifications(identifiers) {
      for (const id of identifiers || []) native.forget(String(id));
    }

    static setApplicationIconBadgeNumber(number) { badge = number; native.badge(number); }

    static getApplicationIconBadgeNumber(callback) { callback(badge); }

    static cancelLocalNotifications(userInfo) {
      for (const [id, p] of pending) {
        if (!p.legacy) continue;
        const info = p.request.userInfo || {};
        if (Object.keys(userInfo || {}).every((k) => info[k] === userInfo[k])) { clearTimeout(p.timer); pending.delete(id); }
      }
    }

    static getScheduledLocalNotifications(callback) {
      callback([...pending.values()].filter((p) => p.legacy).map((p) => ({
        fireDate: p.request.fireDate instanceof Date ? p.request.fireDate.toISOString() : p.request.fireDate,
        alertAction: p.request.alertAction === undefined ? null : p.request.alertAction,
        alertBody: p.request.alertBody === undefined ? null : p.request.alertBody,
        applicationIconBadgeNumber: p.request.applicationIconBadgeNumber || 0,
        category: p.request.category === undefined ? null : p.request.category,
        soundName: p.request.soundName === undefined ? null : p.request.soundName,
        userInfo: p.request.userInfo === undefined ? null : p.request.userInfo,
        remote: false,
      })));
    }

    static getPendingNotificationRequests(callback) {
      callback([...pending.values()].filter((p) => !p.legacy).map((p) => requestBody(p.request)));
    }

    static addEventListener(type, handler) {
      invariant(
        type === 'notification' || type === 'register' || type === 'registrationError' || type === 'localNotification',
        'PushNotificationIOS only supports `notification`, `register`, `registrationError`, and `localNotification` events',
      );
      let listener;
      // Remote ('notification') and local ('localNotification') notifications reach the
      // handler both when they arrive in the foreground and when the user taps them
      // (RNCPushNotificationIOS.m didReceiveNotificationResponse sets userInteraction).
      // In the listener timeline (ListenerLedger.swift). The package keeps one subscription a
      // type (`_notifHandlers.set`): adding a second handler of a type leaves the first one
      // subscribed too, and each gets every event.
      if (type === 'notification' || type === 'localNotification') {
        const t = native.track(`PushNotificationIOS.addEventListener('${type}')`, 'any', handler);
        listener = addListener(type === 'notification' ? DEVICE_NOTIF_EVENT : DEVICE_LOCAL_NOTIF_EVENT,
          (notifData) => t.fn(new PushNotificationIOS(notifData)));
        const remove = listener.remove;
        listener.remove = function () { t.remove(); return remove.apply(this, arguments); };
      } else if (type === 'register') {
        listener = addListener(NOTIF_REGISTER_EVENT, (registrationInfo) => handler(registrationInfo.deviceToken));
      } else if (type === 'registrationError') {
        listener = addListener(NOTIF_REGISTRATION_ERROR_EVENT, (errorInfo) => handler(errorInfo));
      }
      handlers.set(type, listener);
    }

    static removeEventListener(type) {
      invariant(
        type === 'notification' || type === 'register' || type === 'registrationError' || type === 'localNotification',
        'PushNotificationIOS only supports `notification`, `register`, `registrationError`, and `localNotification` events',
      );
      const listener = handlers.get(type);
      if (!listener) return;
      listener.remove();
      handlers.delete(type);
    }

    static requestPermissions(permissions_) {
      let requested = { alert: true, badge: true, sound: true };
      if (permissions_) {
        requested = { alert: !!permissions_.alert, badge: !!permissions_.badge, sound: !!permissions_.sound, critical: !!permissions_.critical };
      }
      authorized = true;
      lastRequested = requested;
      // Authorised, the app registers for remote notifications: the `register` event
      // follows with the device token (a fixed one: the simulated device has no APNs).
      if (!registered) {
        registered = true;
        setTimeout(() => dispatch(NOTIF_REGISTER_EVENT, { deviceToken: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90' }), 0);
      }
      return Promise.resolve(permissions(requested));
    }

    static abandonPermissions() { registered = false; }

    static checkPermissions(callback) {
      invariant(typeof callback === 'function', 'Must provide a valid callback');
      callback(permissions(lastRequested));
    }

    // launchOptions' remote notification (ios/RNCPushNotificationIOS.m `getInitialNotification`):
    // the payload, userInteraction 1 and remote: true, at every call (the launch options do not
    // change). A local notification (UNNotificationRequest) is never in the launch options.
    // Asked while the app is quit, it answers at the launch (LaunchAnswers.swift).
    static getInitialNotification() {
      return native.answerAtLaunch(() => {
        const initial = native.initial();
        if (!initial || initial.local) return null;
        return new PushNotificationIOS(Object.assign({}, initial.raw, { userInteraction: 1, remote: true }));
      });
    }

    constructor(nativeNotif) {
      this._data = {};
      this._remoteNotificationCompleteCallbackCalled = false;
      this._isRemote = nativeNotif.remote;
      if (this._isRemote) this._notificationId = nativeNotif.notificationId;
      this._actionIdentifier = nativeNotif.actionIdentifier;
      this._userText = nativeNotif.userText;
      if (nativeNotif.remote) {
        Object.keys(nativeNotif).forEach((notifKey) => {
          const notifVal = nativeNotif[notifKey];
          if (notifKey === 'aps') {
            this._alert = notifVal.alert;
            this._title = notifVal && notifVal.alertTitle;
            this._subtitle = notifVal && notifVal.subtitle;
            this._sound = notifVal.sound;
            this._badgeCount = notifVal.badge;
            this._category = notifVal.category;
            this._contentAvailable = notifVal['content-available'];
            this._threadID = notifVal['thread-id'];
            this._fireDate = notifVal.fireDate;
          } else {
            this._data[notifKey] = notifVal;
          }
        });
      } else {
        this._badgeCount = nativeNotif.badge || nativeNotif.applicationIconBadgeNumber;
        this._sound = nativeNotif.sound || nativeNotif.soundName;
        this._alert = nativeNotif.body;
        this._title = nativeNotif && nativeNotif.title;
        this._subtitle = nativeNotif && nativeNotif.subtitle;
        this._threadID = nativeNotif['thread-id'];
        this._data = nativeNotif.userInfo;
        this._category = nativeNotif.category;
        this._fireDate = nativeNotif.fireDate;
      }
    }

    finish(fetchResult) {
      if (!this._isRemote || !this._notificationId || this._remoteNotificationCompleteCallbackCalled) return;
      this._remoteNotificationCompleteCallbackCalled = true;
      finished.push({ notificationId: this._notificationId, fetchResult });
    }

    getMessage() { return typeof this._alert === 'object' ? this._alert && this._alert.body : this._alert; }
    getSound() { return this._sound; }
    getCategory() { return this._category; }
    getAlert() { return this._alert; }
    getTitle() { return typeof this._alert === 'object' ? this._alert && this._alert.title : this._title; }
    getSubtitle() { return typeof this._alert === 'object' ? this._alert && this._alert.subtitle : this._subtitle; }
    getContentAvailable() { return this._contentAvailable; }
    getBadgeCount() { return this._badgeCount; }
    getData() { return this._data; }
    getThreadID() { return this._threadID; }
    getActionIdentifier() { return this._actionIdentifier; }
    getUserText() { return this._userText; }
  }
  PushNotificationIOS.FetchResult = {
    NewData: 'UIBackgroundFetchResultNewData',
    NoData: 'UIBackgroundFetchResultNoData',
    ResultFailed: 'UIBackgroundFetchResultFailed',
  };
  PushNotificationIOS.AuthorizationStatus = {
    UNAuthorizationStatusNotDetermined: 0,
    UNAuthorizationStatusDenied: 1,
    UNAuthorizationStatusAuthorized: 2,
    UNAuthorizationStatusProvisional: 3,
  };
  const handlers = new Map();
  // The fetch results the app reported through finish(), in order (onFinishRemoteNotification).
  const finished = [];

  const exports = Object.create(null);
  Object.defineProperty(exports, '__esModule', { value: true });
  exports.default = PushNotificationIOS;
  return { exports, emit: (event, info) => dispatch(event, shape(event, info)) };
})
