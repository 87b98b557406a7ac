// The JavaScript half of the expo-notifications surface (ExpoNotificationsSurface.swift):
// the exports of expo/expo packages/expo-notifications/src/index.ts (@ 19805c58) and the
// modules it re-exports (NotificationsEmitter, NotificationsHandler, NotificationPermissions,
// TokenEmitter, the *.types enums). Evaluated once per device, when a script first imports
// the package, and called with its natives: { platform(), appState(), display(d), forget(id),
// presented(), setCategory(id, actions), deleteCategory(id), handlerSet(bool),
// listeners(kind, count), react() }. Returns { exports, receive(d), respond(d, action, text) }.
(function (native) {
  'use strict';
  const numeric = o => { const e = {}; for (const k of Object.keys(o)) { e[k] = o[k]; e[o[k]] = k; } return Object.freeze(e); };
  const strings = o => Object.freeze(Object.assign({}, o));
  const enums = {
    AndroidNotificationVisibility: numeric({ UNKNOWN: 0, PUBLIC: 1, PRIVATE: 2, SECRET: 3 }),
    AndroidAudioContentType: numeric({ UNKNOWN: 0, SPEECH: 1, MUSIC: 2, MOVIE: 3, SONIFICATION: 4 }),
    AndroidImportance: numeric({ UNKNOWN: 0, UNSPECIFIED: 1, NONE: 2, MIN: 3, LOW: 4, DEFAULT: 5, HIGH: 6, MAX: 7 }),
    AndroidAudioUsage: numeric({ UNKNOWN: 0, MEDIA: 1, VOICE_COMMUNICATION: 2, VOICE_COMMUNICATION_SIGNALLING: 3, ALARM: 4, NOTIFICATION: 5,
      NOTIFICATION_RINGTONE: 6, NOTIFICATION_COMMUNICATION_REQUEST: 7, NOTIFICATION_COMMUNICATION_INSTANT: 8, NOTIFICATION_COMMUNICATION_DELAYED: 9,
      NOTIFICATION_EVENT: 10, ASSISTANCE_ACCESSIBILITY: 11, ASSISTANCE_NAVIGATION_GUIDANCE: 12, ASSISTANCE_SONIFICATION: 13, GAME: 14 }),
    AndroidNotificationPriority: strings({ MIN: 'min', LOW: 'low', DEFAULT: 'default', HIGH: 'high', MAX: 'max' }),
    IosAlertStyle: numeric({ NONE: 0, BANNER: 1, ALERT: 2 }),
    IosAllowsPreviews: numeric({ NEVER: 0, ALWAYS: 1, WHEN_AUTHENTICATED: 2 }),
    IosAuthorizationStatus: numeric({ NOT_DETERMINED: 0, DENIED: 1, AUTHORIZED: 2, PROVISIONAL: 3, EPHEMERAL: 4 }),
    SchedulableTriggerInputTypes: strings({ CALENDAR: 'calendar', DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly', YEARLY: 'yearly',
      DATE: 'date', TIME_INTERVAL: 'timeInterval' }),
  };
  // Older releases spell DEFAULT as DEEFAULT (NotificationChannelManager.types.ts @ 11582aa1): both work.
  enums.AndroidImportance = Object.freeze(Object.assign({ DEEFAULT: 5 }, enums.AndroidImportance));
  const DEFAULT_ACTION_IDENTIFIER = 'expo.modules.notifications.actions.DEFAULT';
  const later = value => Promise.resolve(value);
  const isObject = v => v !== null && typeof v === 'object' && !Array.isArray(v);

  const listeners = { received: [], response: [], dropped: [], cleared: [], token: [] };
  function subscribe(kind, fn, api) {
    if (typeof fn !== 'function') throw new TypeError(api + ' expects a listener function');
    const entry = { fn };
    listeners[kind].push(entry);
    native.listeners(kind, listeners[kind].length);
    return { remove() { const i = listeners[kind].indexOf(entry); if (i >= 0) listeners[kind].splice(i, 1); native.listeners(kind, listeners[kind].length); } };
  }
  const emit = (kind, value) => {
    const results = listeners[kind].slice().map(e => e.fn(value));
    return results.some(r => r && typeof r.then === 'function') ? Promise.all(results) : undefined;
  };

  let handler = null;
  let lastResponse = null;
  let badge = 0;
  const requests = new Map();     // scheduled: id -> { request, timer }
  const delivered = new Map();    // presented local ones: id -> Notification
  const categories = new Map();
  const channels = new Map();
  const channelGroups = new Map();
  let nextId = 0;
  const uuid = () => 'expo-' + (++nextId) + '-' + Math.floor(Math.random() * 1e12).toString(16);

  // Notification (Notifications.types.ts) of what the device describes: {id, title, body,
  // data, category, channel, raw}.
  function notificationOf(d) {
    if (delivered.has(d.id)) return delivered.get(d.id);
    const ios = native.platform() === 'ios';
    const content = { title: d.title === undefined ? null : d.title, subtitle: null, body: d.body === undefined ? null : d.body,
                      data: d.data || {}, sound: null };
    if (ios) Object.assign(content, { launchImageName: null, badge: null, attachments: [], categoryIdentifier: d.category || null, threadIdentifier: null });
    const trigger = ios ? { type: 'push', payload: d.raw } : { type: 'push', remoteMessage: { data: d.data || {}, messageId: d.id, from: null,
                      notification: { title: content.title, body: content.body, channelId: d.channel || null } } };
    return { date: Date.now(), request: { identifier: d.id, content, trigger } };
  }

  function contentOf(input) {
    if (!isObject(input)) throw new TypeError('scheduleNotificationAsync: content must be an object');
    const ios = native.platform() === 'ios';
    const c = { title: input.title ?? null, subtitle: input.subtitle ?? null, body: input.body ?? null, data: input.data ?? {},
                sound: input.sound === true ? 'default' : (input.sound || null) };
    if (ios) Object.assign(c, { launchImageName: input.launchImageName ?? null, badge: input.badge ?? null, attachments: input.attachments || [],
                                categoryIdentifier: input.categoryIdentifier ?? null, threadIdentifier: null });
    else Object.assign(c, { badge: input.badge, color: input.color, priority: input.priority, vibrationPattern: input.vibrate });
    return c;
  }

  // The trigger as the native side reports it, and the delay of its next firing (null: now; undefined: never here).
  function parseTrigger(input) {
    if (input === null || input === undefined) return { trigger: null, wait: null };
    if (input instanceof Date || typeof input === 'number') return parseTrigger({ type: 'date', date: input });
    if (!isObject(input)) throw new TypeError('scheduleNotificationAsync: trigger must be null, a date, or a trigger object');
    const type = input.type || ('seconds' in input ? 'timeInterval' : 'date' in input ? 'date' : 'hour' in input ? (input.weekday ? 'weekly' : 'daily') : 'channelId' in input ? null : 'calendar');
    if (type === null) return { trigger: null, wait: null };
    if (type === 'timeInterval') {
      if (!(input.seconds > 0)) throw new TypeError('scheduleNotificationAsync: a time interval trigger needs seconds > 0');
      return { trigger: { type, repeats: !!input.repeats, seconds: input.seconds }, wait: input.seconds * 1000, every: input.repeats ? input.seconds * 1000 : 0 };
    }
    if (type === 'date') {
      const at = input.date instanceof Date ? input.date.getTime() : Number(input.date);
      return { trigger: { type, value: at }, wait: Math.max(0, at - Date.now()) };
    }
    if (type === 'daily' || type === 'weekly') {
      const next = new Date(Date.now());
      next.setHours(input.hour, input.minute, 0, 0);
      let wait = next.getTime() - Date.now();
      if (type === 'weekly') wait += (((input.weekday - 1) - next.getDay() + 7) % 7) * 8.64e7;
      const period = type === 'daily' ? 8.64e7 : 6.048e8;
      if (wait <= 0) wait += period;
      return { trigger: Object.assign({ type }, input, { channelId: undefined }), wait, every: period };
    }
    // Calendar, monthly and yearly triggers are kept but not fired off-device.
    return { trigger: Object.assign({ type }, input), wait: undefined };
  }

  function present(id, content, trigger) {
    const notification = { date: Date.now(), request: { identifier: id, content, trigger } };
    delivered.set(id, notification);
    native.display({ id, title: content.title === null ? undefined : content.title, body: content.body === null ? undefined : content.body,
                     data: content.data, category: content.categoryIdentifier || undefined, channel: trigger && trigger.channelId });
  }

  // The device's calls: a notification arrives while the app is in the foreground…
  function receive(d) {
    const notification = notificationOf(d);
    const results = [];
    if (handler) {
      results.push(Promise.resolve().then(() => handler.handleNotification(notification)).then(behavior => {
        if (typeof handler.handleSuccess === 'function') handler.handleSuccess(notification.request.identifier);
        return behavior;
      }, error => {
        if (typeof handler.handleError === 'function') handler.handleError(notification.request.identifier, error);
        throw error;
      }));
    }
    const r = emit('received', notification);
    if (r) results.push(r);
    return results.length === 1 ? results[0] : results.length ? Promise.all(results) : undefined;
  }
  // … and the user responds to one (deliver: false when only the last response is kept).
  function respond(d, action, text, deliver) {
    const response = { notification: notificationOf(d), actionIdentifier: action === 'default' ? DEFAULT_ACTION_IDENTIFIER : action };
    if (text !== undefined && text !== null) response.userText = text;
    lastResponse = response;
    return deliver ? emit('response', response) : undefined;
  }

  const granted = () => ({
    status: 'granted', granted: true, canAskAgain: true, expires: 'never',
    ios: native.platform() === 'ios' ? { status: enums.IosAuthorizationStatus.AUTHORIZED, allowsDisplayInNotificationCenter: true, allowsDisplayOnLockScreen: true,
      allowsDisplayInCarPlay: null, allowsAlert: true, allowsBadge: true, allowsSound: true, allowsCriticalAlerts: null,
      alertStyle: enums.IosAlertStyle.BANNER, allowsPreviews: enums.IosAllowsPreviews.ALWAYS, providesAppNotificationSettings: false, allowsAnnouncements: null } : undefined,
    android: native.platform() === 'android' ? { importance: enums.AndroidImportance.HIGH, interruptionFilter: 1 } : undefined,
  });
  const android = () => native.platform() === 'android';
  const categoryOut = (identifier, actions, options) => ({ identifier, actions: actions.map(a => Object.assign({ options: { opensAppToForeground: true, isDestructive: false, isAuthenticationRequired: false } }, a, { textInput: a.textInput || null })), options: options || {} });

  const api = {
    DEFAULT_ACTION_IDENTIFIER,
    getDevicePushTokenAsync() { const t = { type: native.platform(), data: 'jshost-device-push-token' }; return later(t); },
    getExpoPushTokenAsync(options) { return later({ type: 'expo', data: 'ExponentPushToken[jshost-simulated-device]' }); },
    unregisterForNotificationsAsync() { return later(); },
    setAutoServerRegistrationEnabledAsync(enabled) { return later(); },
    addPushTokenListener(listener) { return subscribe('token', listener, 'addPushTokenListener'); },
    removePushTokenSubscription(subscription) { subscription.remove(); },
    addNotificationReceivedListener(listener) { return subscribe('received', listener, 'addNotificationReceivedListener'); },
    addNotificationsDroppedListener(listener) { return subscribe('dropped', listener, 'addNotificationsDroppedListener'); },
    addNotificationResponseReceivedListener(listener) { return subscribe('response', listener, 'addNotificationResponseReceivedListener'); },
    addNotificationResponseClearedListener(listener) { return subscribe('cleared', listener, 'addNotificationResponseClearedListener'); },
    removeNotificationSubscription(subscription) { subscription.remove(); },
    getLastNotificationResponse() { return lastResponse; },
    getLastNotificationResponseAsync() { return later(lastResponse); },
    clearLastNotificationResponse() { lastResponse = null; emit('cleared'); },
    clearLastNotificationResponseAsync() { api.clearLastNotificationResponse(); return later(); },
    useLastNotificationResponse() {
      const React = native.react();
      const [response, setResponse] = React.useState(lastResponse === null ? undefined : lastResponse);
      React.useEffect(() => {
        const a = api.addNotificationResponseReceivedListener(setResponse);
        const b = api.addNotificationResponseClearedListener(() => setResponse(null));
        return () => { a.remove(); b.remove(); };
      }, []);
      return response;
    },
    setNotificationHandler(h) {
      handler = h || null;
      native.handlerSet(handler !== null);
    },
    getPermissionsAsync() { return later(granted()); },
    requestPermissionsAsync(permissions) { return later(granted()); },
    getExactAlarmPermissionsAsync() { return later({ status: 'granted', granted: true, canAskAgain: true, expires: 'never' }); },
    requestExactAlarmPermissionsAsync() { return later({ status: 'granted', granted: true, canAskAgain: true, expires: 'never' }); },
    scheduleNotificationAsync(request) {
      try {
        if (!isObject(request)) throw new TypeError('scheduleNotificationAsync expects {content, trigger}');
        const id = request.identifier || uuid();
        const content = contentOf(request.content);
        const { trigger, wait, every } = parseTrigger(request.trigger);
        api.cancelScheduledNotificationAsync(id);
        const channel = isObject(request.trigger) ? request.trigger.channelId : undefined;
        const shown = trigger === null && channel ? { channelId: channel } : trigger;
        if (wait === null) { present(id, content, shown); return later(id); }
        const entry = { request: { identifier: id, content, trigger }, timer: null };
        const fire = () => {
          present(id, content, trigger);
          if (every) entry.timer = setTimeout(fire, every); else requests.delete(id);
        };
        if (wait !== undefined) entry.timer = setTimeout(fire, wait);
        requests.set(id, entry);
        return later(id);
      } catch (e) { return Promise.reject(e); }
    },
    presentNotificationAsync(content, identifier) { return api.scheduleNotificationAsync({ identifier, content, trigger: null }); },
    getNextTriggerDateAsync(trigger) {
      try { const { wait } = parseTrigger(trigger); return later(wait === undefined || wait === null ? null : Date.now() + wait); }
      catch (e) { return Promise.reject(e); }
    },
    getAllScheduledNotificationsAsync() { return later([...requests.values()].map(e => e.request)); },
    cancelScheduledNotificationAsync(id) { const e = requests.get(id); if (e) { clearTimeout(e.timer); requests.delete(id); } return later(); },
    cancelAllScheduledNotificationsAsync() { for (const id of [...requests.keys()]) api.cancelScheduledNotificationAsync(id); return later(); },
    getPresentedNotificationsAsync() { return later(native.presented().map(notificationOf)); },
    dismissNotificationAsync(id) { delivered.delete(id); native.forget(String(id)); return later(); },
    dismissAllNotificationsAsync() { for (const d of native.presented()) api.dismissNotificationAsync(d.id); return later(); },
    setNotificationCategoryAsync(identifier, actions, options) {
      try {
        native.setCategory(String(identifier), actions);
        const c = categoryOut(String(identifier), actions, options);
        categories.set(c.identifier, c);
        return later(c);
      } catch (e) { return Promise.reject(e); }
    },
    getNotificationCategoriesAsync() { return later([...categories.values()]); },
    deleteNotificationCategoryAsync(identifier) {
      const had = categories.delete(identifier);
      native.deleteCategory(String(identifier));
      return later(had);
    },
    setNotificationChannelAsync(id, channel) {
      if (!android()) return later(null);
      const c = Object.assign({ id, name: null, importance: enums.AndroidImportance.DEFAULT, bypassDnd: false, description: null, groupId: null,
        lightColor: '#FFFFFFFF', lockscreenVisibility: enums.AndroidNotificationVisibility.UNKNOWN, showBadge: true, sound: 'default',
        audioAttributes: { usage: enums.AndroidAudioUsage.NOTIFICATION, contentType: enums.AndroidAudioContentType.SONIFICATION,
                           flags: { enforceAudibility: false, requestHardwareAudioVideoSynchronization: false } },
        vibrationPattern: null, enableLights: false, enableVibrate: true }, channel, { id });
      channels.set(id, c);
      return later(c);
    },
    getNotificationChannelAsync(id) { return later(android() ? channels.get(id) || null : null); },
    getNotificationChannelsAsync() { return later(android() ? [...channels.values()] : []); },
    deleteNotificationChannelAsync(id) { channels.delete(id); return later(); },
    setNotificationChannelGroupAsync(id, group) { if (!android()) return later(null); const g = Object.assign({ id, channels: [] }, group, { id }); channelGroups.set(id, g); return later(g); },
    getNotificationChannelGroupAsync(id) { return later(android() ? channelGroups.get(id) || null : null); },
    getNotificationChannelGroupsAsync() { return later(android() ? [...channelGroups.values()] : []); },
    deleteNotificationChannelGroupAsync(id) { channelGroups.delete(id); return later(); },
    getBadgeCountAsync() { return later(badge); },
    setBadgeCountAsync(count) { badge = Math.max(0, Number(count) || 0); return later(true); },
    registerTaskAsync(taskName) { return later(null); },
    unregisterTaskAsync(taskName) { return later(null); },
  };
  class NotificationTimeoutError extends Error {
    constructor(id, notification) { super('Notification handling timed out for ID ' + id + '.'); this.code = 'ERR_NOTIFICATION_TIMEOUT'; this.info = { id, notification }; }
  }
  const exports = Object.assign(Object.create(null), enums, api, { NotificationTimeoutError, __esModule: true });
  exports.default = exports;
  return { exports, receive, respond };
})
