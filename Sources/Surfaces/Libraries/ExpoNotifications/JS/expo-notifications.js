// The JavaScript half of the expo-notifications surface (ExpoNotificationsSurface.swift):
// the exports of expo/expo packages/expo-notifications/src/index.ts (@ 19805c58) and the
// modules it re-exports (NotificationsEmitter, NotificationsHandler, NotificationPermissions,
// TokenEmitter, the *.types enums). Evaluated once per device, when a script first imports
// the package, and called with its natives: { platform(), appState(), display(d), forget(id),
// presented(), present(id, behavior), drop(id), setCategory(id, actions), deleteCategory(id), handlerSet(bool),
// listeners(kind, count), react(), answerAtLaunch(answer), easProjectId() }. Returns { exports, receive(d), respond(d, action, text) }.
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
  // expo-modules-core's CodedError: an Error with a `code`.
  class CodedError extends Error {
    constructor(code, message) { super(message); this.code = code; }
  }

  const listeners = { received: [], response: [], dropped: [], cleared: [], token: [] };
  function subscribe(kind, fn, api) {
    if (typeof fn !== 'function') throw new TypeError(api + ' expects a listener function');
    // Its ledger id (ListenerLedger.swift: where it was added, what it got).
    const ledgerKind = { received: 'push', response: 'tap' }[kind];
    const entry = { fn, ledger: ledgerKind ? native.listenerAdded(api, ledgerKind) : undefined };
    listeners[kind].push(entry);
    native.listeners(kind, listeners[kind].length);
    return { remove() {
      const i = listeners[kind].indexOf(entry);
      if (i >= 0) { listeners[kind].splice(i, 1); if (entry.ledger !== undefined) native.listenerRemoved(entry.ledger); }
      native.listeners(kind, listeners[kind].length);
    } };
  }
  const emit = (kind, value) => {
    const results = listeners[kind].slice().map(e => { if (e.ledger !== undefined) native.listenerCalled(e.ledger); return e.fn(value); });
    // Expo's emitter ignores what listeners return: wait for async ones, report no value.
    return results.some(r => r && typeof r.then === 'function') ? Promise.all(results).then(() => undefined) : undefined;
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
    // Android has categories too (NotificationContent's categoryId, NotificationAction.kt).
    else Object.assign(c, { badge: input.badge, color: input.color, priority: input.priority, vibrationPattern: input.vibrate,
                            categoryIdentifier: input.categoryIdentifier ?? null });
    return c;
  }

  // Date components a trigger matches (scheduleNotificationAsync.ts `parseTrigger` and
  // `validateDateComponentsInTrigger`): the ranges the package checks, and the
  // order of the components from the largest down.
  const RANGES = { month: [0, 11], weekday: [1, 7], hour: [0, 23], minute: [0, 59], second: [0, 59] };
  const daysInMonth = (month, year) => new Date(year === undefined ? 2000 : year, month + 1, 0).getDate();
  function validateComponents(t, names) {
    for (const c of names) {
      if (!(c in t)) throw new TypeError('The ' + c + ' parameter needs to be present');
      if (typeof t[c] !== 'number') throw new TypeError('The ' + c + ' parameter should be a number');
      if (c === 'day') {
        const month = t.month !== undefined ? t.month : new Date(Date.now()).getMonth();
        const most = daysInMonth(month);
        if (t.day < 1 || t.day > most) throw new RangeError('The day parameter for month ' + month + ' must be between 1 and ' + most + '. Found: ' + t.day);
      } else if (t[c] < RANGES[c][0] || t[c] > RANGES[c][1]) {
        throw new RangeError('The ' + c + ' parameter needs to be between ' + RANGES[c][0] + ' and ' + RANGES[c][1] + '. Found: ' + t[c]);
      }
    }
  }

  // The first moment after `after` (epoch ms) whose local date components match `m`
  // ({year, month (0-11), day, weekday (1 = Sunday), hour, minute, second}), as
  // UNCalendarNotificationTrigger / Calendar.nextDate(after:matching:) finds it:
  // components below the smallest one given are at their minimum (`{hour: 9}` is 9:00:00),
  // larger ones not given match any value. Null when nothing matches within 8 years.
  function nextMatch(m, after) {
    const order = ['year', 'month', 'day', 'hour', 'minute', 'second'];
    let smallest = -1;
    order.forEach((c, i) => { if (m[c] !== undefined) smallest = i; });
    if (m.weekday !== undefined && smallest < 2) smallest = 2;
    const pick = (c, lo, hi) => {
      const i = order.indexOf(c);
      if (m[c] !== undefined) return [m[c]];
      if (i > smallest) return [lo];
      const all = []; for (let v = lo; v <= hi; v++) all.push(v); return all;
    };
    const hours = pick('hour', 0, 23), minutes = pick('minute', 0, 59), seconds = pick('second', 0, 59);
    const from = new Date(after);
    const day = new Date(from.getFullYear(), from.getMonth(), from.getDate());
    for (let n = 0; n < 2922; n++, day.setDate(day.getDate() + 1)) {
      if (m.year !== undefined && day.getFullYear() !== m.year) { if (day.getFullYear() > m.year) return null; continue; }
      if (m.month !== undefined && day.getMonth() !== m.month) continue;
      if (m.day !== undefined && day.getDate() !== m.day) continue;
      if (m.weekday !== undefined && day.getDay() + 1 !== m.weekday) continue;
      for (const h of hours) for (const mi of minutes) for (const s of seconds) {
        const at = new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, mi, s).getTime();
        if (at > after) return at;
      }
    }
    return null;
  }

  // The trigger as the native side reports it and when it fires: `next(after)` is the
  // epoch ms of its next firing after `after` (null: never); `wait` null means now.
  //
  // As `parseTrigger` checks it: a trigger that is neither null nor an object with a `type`
  // or a `channelId` (hasValidTriggerObject.ts) is refused — the type-less shapes of
  // releases before SDK 52, a bare Date or timestamp too; a `type` none of the parsers
  // takes (a time interval whose seconds are not a number, …) falls through to "now" (on
  // Android a channel trigger).
  const INVALID_TRIGGER = 'The `trigger` object you provided is invalid. It needs to contain a `type` or `channelId` entry. ' +
    'Refer to the documentation to update your code: https://docs.expo.dev/versions/latest/sdk/notifications/#notificationtriggerinput';
  function parseTrigger(input) {
    if (input === null) return { trigger: null, wait: null };
    if (input === undefined) throw new TypeError('Encountered an `undefined` notification trigger. If you want to trigger the notification immediately, pass in an explicit `null` value.');
    if (typeof input !== 'object' || !('type' in input || 'channelId' in input)) throw new TypeError(INVALID_TRIGGER);
    const type = input.type === 'timeInterval' && typeof input.seconds !== 'number' ? undefined
      : input.type === 'date' && !('date' in input) ? undefined : input.type;
    const channelId = input.channelId ? { channelId: input.channelId } : {};
    let trigger, next, repeats = true;
    switch (type) {
      case 'timeInterval': {
        trigger = Object.assign({ type, seconds: input.seconds, repeats: !!input.repeats }, channelId);
        repeats = !!input.repeats;
        const created = Date.now();
        next = after => { const k = Math.floor((after - created) / (input.seconds * 1000)) + 1; return created + k * input.seconds * 1000; };
        break;
      }
      case 'date': {
        const at = input.date instanceof Date ? input.date.getTime() : Number(input.date);
        if (!Number.isFinite(at)) throw new TypeError('scheduleNotificationAsync: a date trigger needs a Date or a timestamp');
        trigger = Object.assign({ type, value: at }, channelId);
        repeats = false;
        next = after => (at > after ? at : null);
        break;
      }
      case 'daily': validateComponents(input, ['hour', 'minute']);
        trigger = Object.assign({ type, hour: input.hour, minute: input.minute }, channelId);
        next = after => nextMatch({ hour: input.hour, minute: input.minute }, after);
        break;
      case 'weekly': validateComponents(input, ['weekday', 'hour', 'minute']);
        trigger = Object.assign({ type, weekday: input.weekday, hour: input.hour, minute: input.minute }, channelId);
        next = after => nextMatch({ weekday: input.weekday, hour: input.hour, minute: input.minute }, after);
        break;
      case 'monthly': validateComponents(input, ['day', 'hour', 'minute']);
        trigger = Object.assign({ type, day: input.day, hour: input.hour, minute: input.minute }, channelId);
        next = after => nextMatch({ day: input.day, hour: input.hour, minute: input.minute }, after);
        break;
      case 'yearly': validateComponents(input, ['month', 'day', 'hour', 'minute']);
        trigger = Object.assign({ type, month: input.month, day: input.day, hour: input.hour, minute: input.minute }, channelId);
        next = after => nextMatch({ month: input.month, day: input.day, hour: input.hour, minute: input.minute }, after);
        break;
      case 'calendar': {
        // iOS date components: month 1-12, weekday 1-7 (1 = Sunday).
        const { type: _t, repeats: r, channelId: _c, ...components } = input;
        trigger = Object.assign({ type, repeats: !!r, dateComponents: components }, channelId);
        repeats = !!r;
        const m = {};
        for (const c of ['year', 'day', 'weekday', 'hour', 'minute', 'second']) if (typeof components[c] === 'number') m[c] = components[c];
        if (typeof components.month === 'number') m.month = components.month - 1;
        next = after => nextMatch(m, after);
        break;
      }
      default:
        // Platform.select({default: null, android: {type: 'channel', channelId}}): now.
        return { trigger: native.platform() === 'android' ? { type: 'channel', channelId: input.channelId } : null, wait: null };
    }
    const first = next(Date.now());
    return { trigger, next, repeats, wait: first === null ? undefined : Math.max(0, first - Date.now()) };
  }

  // Releases before SDK 52 (0.18–0.28: native.typelessTriggers()) infer the trigger from
  // its shape, as their scheduleNotificationAsync.ts `parseTrigger` does (isDateTrigger,
  // isDailyTriggerInput, isWeeklyTriggerInput, isYearlyTriggerInput,
  // isSecondsPropertyMisusedInCalendarTriggerInput, isCalendarTrigger): a Date or a
  // timestamp, `{date}`, `{hour, minute, repeats: true}`, `{weekday, hour, minute, repeats:
  // true}`, `{day, month, hour, minute, repeats: true}` (each with an optional channelId and
  // nothing else), `{seconds, repeats?}`, and any other components as a calendar trigger;
  // `type` is not looked at (it is one more calendar component). The shape becomes the
  // typed trigger the later releases take, which the rest of the surface reads.
  const withoutChannel = (t) => { const { channelId, ...rest } = t; return rest; };
  function exactly(t, components) {
    const rest = withoutChannel(t);
    return Object.keys(rest).length === components.length + 1 && components.every((c) => c in rest) && 'repeats' in rest && rest.repeats === true;
  }
  function parseTypelessTrigger(input) {
    if (input === null) return { trigger: null, wait: null };
    if (input === undefined) throw new TypeError('Encountered an `undefined` notification trigger. If you want to trigger the notification immediately, pass in an explicit `null` value.');
    const channel = (t) => (t.channelId !== undefined ? { channelId: t.channelId } : {});
    if (input instanceof Date || typeof input === 'number') return parseTrigger({ type: 'date', date: input });
    if (typeof input !== 'object') throw new TypeError("Cannot use 'in' operator to search for 'seconds' in " + String(input));
    if ('date' in input) return parseTrigger(Object.assign({ type: 'date', date: input.date }, channel(input)));
    if (exactly(input, ['hour', 'minute'])) {
      validateComponents(input, ['hour', 'minute']);
      return parseTrigger(Object.assign({ type: 'daily', hour: input.hour, minute: input.minute }, channel(input)));
    }
    if (exactly(input, ['weekday', 'hour', 'minute'])) {
      validateComponents(input, ['weekday', 'hour', 'minute']);
      return parseTrigger(Object.assign({ type: 'weekly', weekday: input.weekday, hour: input.hour, minute: input.minute }, channel(input)));
    }
    if (exactly(input, ['day', 'month', 'hour', 'minute'])) {
      validateComponents(input, ['month', 'day', 'hour', 'minute']);
      return parseTrigger(Object.assign({ type: 'yearly', month: input.month, day: input.day, hour: input.hour, minute: input.minute }, channel(input)));
    }
    const rest = withoutChannel(input);
    if ('seconds' in rest && Object.keys(rest).length > ('repeats' in rest ? 2 : 1)) {
      throw new TypeError('Could not have inferred the notification trigger type: if you want to use a time interval trigger, pass in only `seconds` with or without `repeats` property; if you want to use calendar-based trigger, pass in `second`.');
    }
    if ('seconds' in input) {
      return parseTrigger(Object.assign({ type: 'timeInterval', seconds: input.seconds, repeats: input.repeats ?? false }, channel(input)));
    }
    if (Object.keys(rest).length > 0) {
      const { repeats, ...components } = input;
      return parseTrigger(Object.assign({}, components, { type: 'calendar', repeats }));
    }
    // Platform.select({default: null, android: {type: 'channel', channelId}}): now.
    return { trigger: native.platform() === 'android' ? { type: 'channel', channelId: input.channelId } : null, wait: null };
  }
  const readTrigger = (input) => (native.typelessTriggers() ? parseTypelessTrigger(input) : parseTrigger(input));

  function present(id, content, trigger) {
    const notification = { date: Date.now(), request: { identifier: id, content, trigger } };
    delivered.set(id, notification);
    native.display({ id, title: content.title === null ? undefined : content.title, body: content.body === null ? undefined : content.body,
                     data: content.data, category: content.categoryIdentifier || undefined, channel: trigger && trigger.channelId,
                     // For the host's appearance model: subtitle, badge, sound, attachments, colour, the channel.
                     content, channelInfo: trigger && trigger.channelId ? channels.get(trigger.channelId) : undefined });
  }

  // The device's calls: a notification arrives while the app is in the foreground…
  // With a handler, the native module (HandlerModule.swift, SingleNotificationHandlerTask)
  // waits up to 3 seconds for handleNotification's behaviour, which decides whether it
  // is shown (native.present); then handleSuccess(id). A throw or a rejection calls
  // handleError(id, error); no answer in time calls handleError(id,
  // NotificationTimeoutError) and the notification is not shown (a late answer is
  // then refused, handleError again), as NotificationsHandler.ts does.
  function receive(d) {
    const notification = notificationOf(d);
    const id = notification.request.identifier;
    const results = [];
    if (handler) {
      const h = handler;
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        native.drop(id);
        if (typeof h.handleError === 'function') h.handleError(id, new NotificationTimeoutError(id, notification));
      }, 3000);
      // (A handler that throws never answers: handleError(id, error) now, and the
      // native task's timeout later.)
      results.push(Promise.resolve().then(() => h.handleNotification(notification)).then(behavior => {
        if (timedOut || !native.present(id, isObject(behavior) ? behavior : {})) {
          const e = new Error('Failed to handle notification ' + id + ' because it has already been handled');
          e.code = 'ERR_NOTIFICATION_HANDLED';
          throw e;
        }
        clearTimeout(timer);
        if (typeof h.handleSuccess === 'function') h.handleSuccess(id);
        return behavior;
      }).catch(error => {
        if (typeof h.handleError === 'function') h.handleError(id, error);
        return undefined;
      }));
    }
    const r = emit('received', notification);
    if (r) results.push(r);
    return results.length === 1 ? results[0] : results.length ? Promise.all(results) : undefined;
  }
  // … and the user responds to one (deliver: false when only the last response is kept).
  function respond(d, action, text, deliver) {
    // (A dismissal reaches here only for a category with customDismissAction, on iOS.)
    const identifier = action === 'default' ? DEFAULT_ACTION_IDENTIFIER : action === 'dismiss' ? 'com.apple.UNNotificationDismissActionIdentifier' : action;
    const response = { notification: notificationOf(d), actionIdentifier: identifier };
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
    // getExpoPushTokenAsync.ts: the project id is the option, else the app config's
    // `extra.eas.projectId` (expo-constants' expoConfig / easConfig, here read from the
    // project's app.json); without one it rejects before any request.
    getExpoPushTokenAsync(options = {}) {
      const projectId = options.projectId || native.easProjectId();
      if (!projectId) {
        return Promise.reject(new CodedError('ERR_NOTIFICATIONS_NO_EXPERIENCE_ID',
          'No "projectId" found. If "projectId" can\'t be inferred from the manifest (for instance, in bare workflow), you have to pass it in yourself.'));
      }
      return later({ type: 'expo', data: 'ExponentPushToken[jshost-simulated-device]' });
    },
    unregisterForNotificationsAsync() { return later(); },
    setAutoServerRegistrationEnabledAsync(enabled) { return later(); },
    addPushTokenListener(listener) { return subscribe('token', listener, 'addPushTokenListener'); },
    addNotificationReceivedListener(listener) { return subscribe('received', listener, 'addNotificationReceivedListener'); },
    // Deprecated, still exported by 0.29–0.31 (src/NotificationsEmitter.ts, src/TokenEmitter.ts):
    // they warn, then remove the subscription.
    removeNotificationSubscription(subscription) {
      console.warn('`removeNotificationSubscription` is deprecated. Call `subscription.remove()` instead.');
      subscription.remove();
    },
    removePushTokenSubscription(subscription) {
      console.warn('`removePushTokenSubscription` is deprecated. Call `subscription.remove()` instead.');
      subscription.remove();
    },
    addNotificationsDroppedListener(listener) { return subscribe('dropped', listener, 'addNotificationsDroppedListener'); },
    addNotificationResponseReceivedListener(listener) { return subscribe('response', listener, 'addNotificationResponseReceivedListener'); },
    addNotificationResponseClearedListener(listener) { return subscribe('cleared', listener, 'addNotificationResponseClearedListener'); },
    getLastNotificationResponse() { return lastResponse; },
    // The most recent response, kept until cleared (ios/…/EmitterModule.swift
    // `lastResponse`); asked while the app is quit, it answers at the launch
    // (LaunchAnswers.swift). The synchronous getLastNotificationResponse cannot wait.
    getLastNotificationResponseAsync() { return native.answerAtLaunch(() => lastResponse); },
    clearLastNotificationResponse() { lastResponse = null; emit('cleared'); },
    clearLastNotificationResponseAsync() { api.clearLastNotificationResponse(); return later(); },
    // useLastNotificationResponse.ts: `undefined` until the native module has answered,
    // then `null` (no response yet) or the most recent response; a live response
    // (the layout-effect listener) wins over the fetched one.
    useLastNotificationResponse() {
      const React = native.react();
      const [response, setResponse] = React.useState(undefined);
      const layoutEffect = React.useLayoutEffect || React.useEffect;
      layoutEffect(() => {
        const subscription = api.addNotificationResponseReceivedListener(r => setResponse(r));
        return () => subscription.remove();
      }, []);
      React.useEffect(() => {
        api.getLastNotificationResponseAsync().then(r => setResponse(current => current ?? r));
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
        // scheduleNotificationAsync.ts reads `request.identifier ?? uuid.v4()` first: a missing
        // request fails there, with the engine's TypeError.
        const id = request.identifier ?? uuid();
        const content = contentOf(request.content);
        const { trigger, wait, next, repeats } = readTrigger(request.trigger);
        api.cancelScheduledNotificationAsync(id);
        const channel = isObject(request.trigger) ? request.trigger.channelId : undefined;
        const shown = trigger === null && channel ? { channelId: channel } : trigger;
        if (wait === null) { present(id, content, shown); return later(id); }
        const entry = { request: { identifier: id, content, trigger }, timer: null };
        // Each firing schedules the next one (repeating triggers), from the moment it fired.
        // A timer delay over 2^31 - 1 ms fires at once (HTML timers, Jest's fake timers):
        // a far firing (a monthly or yearly trigger) waits in steps.
        const arm = at => {
          const delay = Math.max(0, at - Date.now());
          entry.timer = delay > 0x7fffffff ? setTimeout(() => arm(at), 0x7fffffff) : setTimeout(fire, delay);
          // A repeating schedule is the OS's: it fires as time passes, but does not keep a run
          // going (a one-shot trigger is the run's work, and fires).
          if (repeats) native.markSchedule(entry.timer);
        };
        const fire = () => {
          present(id, content, trigger);
          const at = repeats ? next(Date.now()) : null;
          if (at !== null) arm(at); else requests.delete(id);
        };
        if (wait !== undefined) arm(Date.now() + wait);
        requests.set(id, entry);
        return later(id);
      } catch (e) { return Promise.reject(e); }
    },
    presentNotificationAsync(content, identifier) { return api.scheduleNotificationAsync({ identifier, content, trigger: null }); },
    getNextTriggerDateAsync(trigger) {
      try {
        const parsed = readTrigger(trigger);
        if (parsed.trigger === null) throw new TypeError('getNextTriggerDateAsync needs a schedulable trigger, not null');
        return later(parsed.wait === undefined ? null : Date.now() + parsed.wait);
      }
      catch (e) { return Promise.reject(e); }
    },
    getAllScheduledNotificationsAsync() { return later([...requests.values()].map(e => e.request)); },
    cancelScheduledNotificationAsync(id) { const e = requests.get(id); if (e) { clearTimeout(e.timer); requests.delete(id); } return later(); },
    cancelAllScheduledNotificationsAsync() { for (const id of [...requests.keys()]) api.cancelScheduledNotificationAsync(id); return later(); },
    getPresentedNotificationsAsync() { return later(native.presented().map(notificationOf)); },
    dismissNotificationAsync(id) { delivered.delete(id); native.forget(String(id)); return later(); },
    dismissAllNotificationsAsync() { for (const d of native.presented()) api.dismissNotificationAsync(d.id); return later(); },
    setNotificationCategoryAsync(identifier, actions, options) {
      // iOS leaves out, silently, an action without an identifier or a buttonTitle
      // (ios/ExpoNotifications/Notifications/TriggerRecords.swift: the record's fields are
      // optional and toUNNotificationAction() answers nil, compactMap drops it); Android's
      // record requires both (categories/Records.kt `@Required`): the call rejects there.
      if (!android() && Array.isArray(actions)) actions = actions.filter(a => !isObject(a) || (a.identifier != null && a.buttonTitle != null));
      try {
        native.setCategory(String(identifier), actions, options);
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
      // setNotificationChannelAsync.android.ts warns (and still creates the channel).
      if (channel && channel.importance === enums.AndroidImportance.UNSPECIFIED) {
        console.warn(`Warning: You are setting the importance of the notification channel "${id}" to "UNSPECIFIED". ` +
          'This may lead to errors on some Android versions. ' +
          "It's recommended to instead use AndroidImportance.DEFAULT.");
      }
      const c = Object.assign({ id, name: null, importance: enums.AndroidImportance.DEFAULT, bypassDnd: false, description: null, groupId: null,
        lightColor: '#FFFFFFFF', lockscreenVisibility: enums.AndroidNotificationVisibility.UNKNOWN, showBadge: true, sound: 'default',
        audioAttributes: { usage: enums.AndroidAudioUsage.NOTIFICATION, contentType: enums.AndroidAudioContentType.SONIFICATION,
                           flags: { enforceAudibility: false, requestHardwareAudioVideoSynchronization: false } },
        vibrationPattern: null, enableLights: false, enableVibrate: true }, channel, { id });
      channels.set(id, c);
      native.channel(id, true);
      return later(c);
    },
    getNotificationChannelAsync(id) { return later(android() ? channels.get(id) || null : null); },
    getNotificationChannelsAsync() { return later(android() ? [...channels.values()] : []); },
    deleteNotificationChannelAsync(id) { channels.delete(id); native.channel(id, false); return later(); },
    setNotificationChannelGroupAsync(id, group) { if (!android()) return later(null); const g = Object.assign({ id, channels: [] }, group, { id }); channelGroups.set(id, g); return later(g); },
    getNotificationChannelGroupAsync(id) { return later(android() ? channelGroups.get(id) || null : null); },
    getNotificationChannelGroupsAsync() { return later(android() ? [...channelGroups.values()] : []); },
    deleteNotificationChannelGroupAsync(id) { channelGroups.delete(id); return later(); },
    getBadgeCountAsync() { return later(badge); },
    setBadgeCountAsync(count) { badge = Math.max(0, Number(count) || 0); native.badge(badge); return later(true); },
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
