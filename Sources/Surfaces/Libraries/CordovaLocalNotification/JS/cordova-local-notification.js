// The JavaScript half of the cordova-plugin-local-notification surface
// (CordovaLocalNotificationSurface.swift): `cordova.plugins.notification.local` as the
// plugin's www/local-notification.js (katzer/cordova-plugin-local-notifications 0.9.0-beta.3)
// builds it — the defaults merged into each notification, `data` sent as JSON text, the
// trigger converted (`at` / `firstAt` as epoch milliseconds, `every` moved into the trigger,
// `at` dropped when `in` or `every` is given), `on`/`un`/`fireEvent` with `(notification,
// eopts)` and `data` parsed back, `fireQueuedEvents()` at deviceready unless
// `window.skipLocalNotificationReady`, `launchDetails` asked at start — with
// `exec(fn, null, 'LocalNotification', action, params)` answered by the natives.
//
// Called with the natives: { exec(action, params) → the answer (or undefined), platform(),
// track(...) }; returns { module, fire(event, notification, eopts), setLaunchDetails(d) }.
(function (native) {
  'use strict';
  const { Object, JSON, Array, Number, Math } = native.intrinsics;
  const g = globalThis;

  const exports = {};

  exports._defaults = {
    actionGroupId: null, actions: [], attachments: [], autoClear: true, badge: null, channel: null,
    clock: true, color: null, data: null, defaults: 0, foreground: null, group: null, groupSummary: false,
    icon: null, id: 0, launch: true, led: true, lockscreen: true, mediaSession: null, number: 0, priority: 0,
    progressBar: false, silent: false, smallIcon: 'res://icon', sound: true, sticky: false, summary: null,
    text: '', timeoutAfter: false, title: '', trigger: { type: 'calendar' }, vibrate: false, wakeup: true,
  };
  exports._listener = {};

  // The native side answers after the call returns (cordova's exec is asynchronous).
  exports._exec = function (action, args, callback, scope) {
    const fn = this._createCallbackFn(callback, scope);
    let params = [];
    if (Array.isArray(args)) params = args;
    else if (args) params.push(args);
    let answer;
    try {
      answer = native.exec(action, JSON.parse(JSON.stringify(params)));
    } catch (e) {
      g.console.error('LocalNotification.' + action + ': ' + (e && e.message ? e.message : String(e)));
      return;
    }
    if (fn) setTimeout(() => fn(answer), 0);
  };
  exports._createCallbackFn = function (fn, scope) {
    if (typeof fn !== 'function') return undefined;
    return function () { fn.apply(scope || this, arguments); };
  };

  exports.hasPermission = function (callback, scope) { this._exec('check', null, callback, scope); };
  exports.requestPermission = function (callback, scope) { this._exec('request', null, callback, scope); };

  exports.schedule = function (msgs, callback, scope, args) {
    const fn = function (granted) {
      const toasts = this._toArray(msgs);
      if (!granted && callback) { callback.call(scope || this, false); return; }
      for (const toast of toasts) {
        this._mergeWithDefaults(toast);
        this._convertProperties(toast);
      }
      this._exec('schedule', toasts, callback, scope);
    };
    if (args && args.skipPermission) fn.call(this, true);
    else this.requestPermission(fn, this);
  };

  exports.update = function (msgs, callback, scope, args) {
    const fn = function (granted) {
      const toasts = this._toArray(msgs);
      if (!granted && callback) { callback.call(scope || this, false); return; }
      for (const toast of toasts) this._convertProperties(toast);
      this._exec('update', toasts, callback, scope);
    };
    if (args && args.skipPermission) fn.call(this, true);
    else this.requestPermission(fn, this);
  };

  exports.clear = function (ids, callback, scope) { this._exec('clear', this._convertIds(this._toArray(ids)), callback, scope); };
  exports.clearAll = function (callback, scope) { this._exec('clearAll', null, callback, scope); };
  exports.cancel = function (ids, callback, scope) { this._exec('cancel', this._convertIds(this._toArray(ids)), callback, scope); };
  exports.cancelAll = function (callback, scope) { this._exec('cancelAll', null, callback, scope); };

  exports.isPresent = function (id, callback, scope) {
    const fn = this._createCallbackFn(callback, scope);
    this.getType(id, (type) => fn && fn(type != 'unknown'));
  };
  exports.isScheduled = function (id, callback, scope) { this.hasType(id, 'scheduled', callback, scope); };
  exports.isTriggered = function (id, callback, scope) { this.hasType(id, 'triggered', callback, scope); };
  exports.hasType = function (id, type, callback, scope) {
    const fn = this._createCallbackFn(callback, scope);
    this.getType(id, (type2) => fn && fn(type == type2));
  };
  exports.getType = function (id, callback, scope) { this._exec('type', id, callback, scope); };
  exports.getIds = function (callback, scope) { this._exec('ids', null, callback, scope); };
  exports.getScheduledIds = function (callback, scope) { this._exec('scheduledIds', null, callback, scope); };
  exports.getTriggeredIds = function (callback, scope) { this._exec('triggeredIds', null, callback, scope); };
  exports.get = function () {
    const args = Array.prototype.slice.call(arguments);
    if (typeof args[0] == 'function') args.unshift([]);
    const ids = args[0], callback = args[1], scope = args[2];
    if (!Array.isArray(ids)) { this._exec('notification', Number(ids), callback, scope); return; }
    this._exec('notifications', this._convertIds(ids), callback, scope);
  };
  exports.getAll = function (callback, scope) { this._exec('notifications', null, callback, scope); };
  exports.getScheduled = function (callback, scope) { this._exec('scheduledNotifications', null, callback, scope); };
  exports.getTriggered = function (callback, scope) { this._exec('triggeredNotifications', null, callback, scope); };

  // 0.9.0-beta.3 `addActionGroup(id, actions)`; the releases after it call it
  // `addActions(id, actions)` (same native `actions` call).
  exports.addActionGroup = function (id, actions, callback, scope) {
    this._exec('actions', { actionGroupId: id, actions }, callback, scope);
  };
  exports.addActions = exports.addActionGroup;

  exports.getDefaults = function () {
    const map = Object.assign({}, this._defaults);
    for (const key in map) {
      if (Array.isArray(map[key])) map[key] = Array.from(map[key]);
      else if (Object.prototype.isPrototypeOf(map[key])) map[key] = Object.assign({}, map[key]);
    }
    return map;
  };
  exports.setDefaults = function (newDefaults) { Object.assign(this._defaults, newDefaults); };

  // Listeners: `[callback, scope]` per event. The events that reach the app from a
  // notification the user sees or touches are in the listener timeline (ListenerLedger.swift).
  const timeline = { trigger: 'push', click: 'tap' };
  exports.on = function (event, callback, scope) {
    const type = typeof callback;
    if (type !== 'function' && type !== 'string') return;
    if (!this._listener[event]) this._listener[event] = [];
    let fn = callback;
    if (type === 'function' && !['add', 'update', 'clear', 'cancel', 'clearall', 'cancelall', 'schedule'].includes(event)) {
      const t = native.track("notification.local.on('" + event + "')", timeline[event] || 'tap', callback, 'cordova-plugin-local-notification');
      fn = t.fn;
      fn.tracked = { callback, remove: t.remove };
    }
    this._listener[event].push([fn, scope || g]);
  };
  exports.un = function (event, callback) {
    const listener = this._listener[event];
    if (!listener) return;
    for (let i = 0; i < listener.length; i++) {
      const fn = listener[i][0];
      if (fn == callback || (fn && fn.tracked && fn.tracked.callback === callback)) {
        listener.splice(i, 1);
        if (fn.tracked) fn.tracked.remove();
        break;
      }
    }
  };
  exports.fireEvent = function (event) {
    const args = Array.prototype.slice.call(arguments, 1);
    const listener = this._listener[event];
    if (!listener) return;
    if (args[0] && typeof args[0].data === 'string') args[0].data = JSON.parse(args[0].data);
    for (const [callback, scope] of listener.slice()) {
      let fn = callback;
      if (typeof fn !== 'function') fn = scope[fn];
      fn.apply(scope, args);
    }
  };
  exports.fireQueuedEvents = function () { exports._exec('ready'); };

  exports._mergeWithDefaults = function (options) {
    const values = this.getDefaults();
    if (values.hasOwnProperty('sticky')) options.sticky = this._getValueFor(options, 'sticky', 'ongoing');
    if (options.sticky && options.autoClear !== true) options.autoClear = false;
    Object.assign(values, options);
    for (const key in values) {
      if (values[key] !== null) options[key] = values[key];
      else delete options[key];
      if (!this._defaults.hasOwnProperty(key)) g.console.warn('Unknown property: ' + key);
    }
    options.meta = { plugin: 'cordova-plugin-local-notification', version: '0.9-beta.3' };
    return options;
  };

  exports._convertProperties = function (options) {
    const parseToInt = (prop) => {
      if (isNaN(options[prop])) { g.console.warn(prop + ' is not a number: ' + options[prop]); return this._defaults[prop]; }
      return Number(options[prop]);
    };
    if (options.id) options.id = parseToInt('id');
    if (options.title) options.title = options.title.toString();
    if (options.badge) options.badge = parseToInt('badge');
    if (options.defaults) options.defaults = parseToInt('defaults');
    if (options.smallIcon && !String(options.smallIcon).match(/^res:/)) g.console.warn('Property "smallIcon" must be of kind res://...');
    if (typeof options.timeout === 'boolean') options.timeout = options.timeout ? 3600000 : null;
    if (options.timeout) options.timeout = parseToInt('timeout');
    options.data = JSON.stringify(options.data);
    this._convertPriority(options);
    this._convertTrigger(options);
    this._convertActions(options);
    this._convertProgressBar(options);
    return options;
  };

  exports._convertProgressBar = function (options) {
    let cfg = options.progressBar;
    if (cfg === undefined) return;
    if (typeof cfg === 'boolean') cfg = options.progressBar = { enabled: cfg };
    if (typeof cfg.enabled !== 'boolean') cfg.enabled = !!(cfg.value || cfg.maxValue || cfg.indeterminate !== null);
    cfg.value = cfg.value || 0;
    if (native.platform() == 'android') {
      cfg.maxValue = cfg.maxValue || 100;
      cfg.indeterminate = !!cfg.indeterminate;
    }
    cfg.enabled = !!cfg.enabled;
    if (cfg.enabled && options.clock === true) options.clock = 'chronometer';
    return options;
  };

  exports._convertPriority = function (options) {
    let prio = options.priority || options.prio || 0;
    if (typeof prio === 'string') prio = { min: -2, low: -1, high: 1, max: 2 }[prio] || 0;
    if (options.foreground === true) prio = Math.max(prio, 1);
    if (options.foreground === false) prio = Math.min(prio, 0);
    options.priority = prio;
    return options;
  };

  // `actions`: an array of `{id, title, …}` (each without an id is dropped with a warning)
  // or the id of a group registered with addActions.
  exports._convertActions = function (options) {
    if (!options.actions) return null;
    if (typeof options.actions === 'string') {
      options.actionGroupId = options.actions;
      options.actions = [];
      return options;
    }
    const actions = [];
    for (const action of options.actions) {
      if (!action.id) { g.console.warn('Action with title ' + action.title + ' has no id and will not be added.'); continue; }
      action.id = action.id.toString();
      actions.push(action);
    }
    options.actions = actions;
    return options;
  };

  exports._convertTrigger = function (options) {
    const trigger = options.trigger || {};
    let date = this._getValueFor(trigger, 'at', 'firstAt', 'date');
    const dateToNum = (d) => Math.round(typeof d == 'object' ? d.getTime() : d);
    if (!options.trigger) return;
    if (!trigger.type) trigger.type = trigger.center ? 'location' : 'calendar';
    const isCal = trigger.type == 'calendar';
    if (isCal && !date) date = this._getValueFor(options, 'at', 'firstAt', 'date');
    if (isCal && !trigger.every && options.every) trigger.every = options.every;
    if (isCal && (trigger.in || trigger.every)) date = null;
    if (isCal && date) trigger.at = dateToNum(date);
    if (isCal && trigger.firstAt) trigger.firstAt = dateToNum(trigger.firstAt);
    if (isCal && trigger.before) trigger.before = dateToNum(trigger.before);
    if (isCal && trigger.after) trigger.after = dateToNum(trigger.after);
    if (trigger.count && native.platform() == 'ios') g.console.warn('trigger: { count: } is not supported on iOS.');
    if (!isCal || trigger.at) delete trigger.every;
    delete options.every; delete options.at; delete options.firstAt; delete options.date;
    options.trigger = trigger;
    return options;
  };

  exports._convertIds = function (ids) { return ids.map((id) => Number(id)); };
  exports._getValueFor = function (options) {
    const keys = Array.prototype.slice.call(arguments, 1);
    for (const key of keys) if (options.hasOwnProperty(key)) return options[key];
    return null;
  };
  exports._toArray = function (obj) { return Array.isArray(obj) ? Array.from(obj) : [obj]; };

  exports._setLaunchDetails = function () {
    exports._exec('launch', null, function (details) { if (details) exports.launchDetails = details; });
  };

  return {
    module: exports,
    /// An event from the native side (`cordova.plugins.notification.local.fireEvent(...)`).
    fire(event, notification, eopts) {
      if (notification === null || notification === undefined) exports.fireEvent(event, eopts);
      else exports.fireEvent(event, notification, eopts);
    },
    setLaunchDetails(details) { exports.launchDetails = details; },
    /// cordova.js's channels: deviceready fires the queued events (unless the app said it will),
    /// and the launch details are asked once cordova is ready.
    deviceready() { if (!g.skipLocalNotificationReady) exports.fireQueuedEvents(); },
    cordovaReady() { exports._setLaunchDetails(); },
  };
})
