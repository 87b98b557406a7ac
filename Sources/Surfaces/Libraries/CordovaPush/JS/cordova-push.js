// The JavaScript half of the cordova-plugin-push surface (CordovaPushSurface.swift): the
// plugin's www/push.js (havesource/cordova-plugin-push), with `exec(success, fail,
// 'PushNotification', action, args)` answered by the natives instead of a native bridge.
// The class, its argument checks, its console messages and its event routing are the
// plugin's: a result with `registrationId` is a `registration` event, one whose
// `additionalData.actionCallback` is set is the event of that name, any other a
// `notification` event; errors are `error` events.
//
// Called with the natives: { exec(action, args) → {value} or {silent: true} (throws for an error),
// init(options) → the registration result }; returns { module, deliver(result), fail(message) }.
(function (native) {
  'use strict';
  // The built-ins as the device started (JS/intrinsics.js): a page's globals cannot replace them.
  const { Promise, Object, JSON, Array } = native.intrinsics;

  // The success and failure callbacks of the latest `init` (the plugins keep one callbackId).
  let current = null;

  function exec(success, fail, service, action, args) {
    if (action === 'init') {
      current = { success, fail };
      let registration;
      try {
        registration = native.init(args[0]);
      } catch (e) {
        if (typeof fail === 'function') fail(e && e.message ? e.message : String(e));
        return;
      }
      // The device token arrives after init returns, before anything else can happen.
      if (registration) Promise.resolve().then(() => { if (current && current.success === success) success(registration); });
      return;
    }
    let answer;
    try {
      answer = native.exec(action, args);
    } catch (e) {
      if (typeof fail === 'function') setTimeout(() => fail(e && e.message ? e.message : String(e)), 0);
      return;
    }
    // `{silent: true}`: the platform never answers this call.
    if (answer.silent) return;
    if (typeof success === 'function') setTimeout(() => success(answer.value), 0);
  }

  class PushNotification {
    constructor(options) {
      this.handlers = { registration: [], notification: [], error: [] };
      if (typeof options === 'undefined') throw new Error('The options argument is required.');
      this.options = options;
      const success = (result) => {
        if (result && typeof result.registrationId !== 'undefined') this.emit('registration', result);
        else if (result && result.additionalData && typeof result.additionalData.actionCallback !== 'undefined') this.emit(result.additionalData.actionCallback, result);
        else if (result) this.emit('notification', result);
      };
      const fail = (msg) => {
        const e = typeof msg === 'string' ? new Error(msg) : msg;
        this.emit('error', e);
      };
      // wait at least one process tick to allow event subscriptions (push.js waits 10 ms; here
      // 0, so that the app has initialised before the run's first push arrives, as on a phone
      // where the app runs long before one does)
      setTimeout(() => exec(success, fail, 'PushNotification', 'init', [options]), 0);
    }

    unregister(successCallback, errorCallback = () => {}, options) {
      if (typeof errorCallback !== 'function') { console.log('PushNotification.unregister failure: failure parameter not a function'); return; }
      if (typeof successCallback !== 'function') { console.log('PushNotification.unregister failure: success callback parameter must be a function'); return; }
      const cleanHandlersAndPassThrough = () => {
        if (!options) this.handlers = { registration: [], notification: [], error: [] };
        successCallback();
      };
      exec(cleanHandlersAndPassThrough, errorCallback, 'PushNotification', 'unregister', [options]);
    }

    subscribe(topic, successCallback, errorCallback = () => {}) {
      if (typeof errorCallback !== 'function') { console.log('PushNotification.subscribe failure: failure parameter not a function'); return; }
      if (typeof successCallback !== 'function') { console.log('PushNotification.subscribe failure: success callback parameter must be a function'); return; }
      exec(successCallback, errorCallback, 'PushNotification', 'subscribe', [topic]);
    }

    unsubscribe(topic, successCallback, errorCallback = () => {}) {
      if (typeof errorCallback !== 'function') { console.log('PushNotification.unsubscribe failure: failure parameter not a function'); return; }
      if (typeof successCallback !== 'function') { console.log('PushNotification.unsubscribe failure: success callback parameter must be a function'); return; }
      exec(successCallback, errorCallback, 'PushNotification', 'unsubscribe', [topic]);
    }

    setApplicationIconBadgeNumber(successCallback, errorCallback = () => {}, badge) {
      if (typeof errorCallback !== 'function') { console.log('PushNotification.setApplicationIconBadgeNumber failure: failure parameter not a function'); return; }
      if (typeof successCallback !== 'function') { console.log('PushNotification.setApplicationIconBadgeNumber failure: success callback parameter must be a function'); return; }
      exec(successCallback, errorCallback, 'PushNotification', 'setApplicationIconBadgeNumber', [{ badge }]);
    }

    getApplicationIconBadgeNumber(successCallback, errorCallback = () => {}) {
      if (typeof errorCallback !== 'function') { console.log('PushNotification.getApplicationIconBadgeNumber failure: failure parameter not a function'); return; }
      if (typeof successCallback !== 'function') { console.log('PushNotification.getApplicationIconBadgeNumber failure: success callback parameter must be a function'); return; }
      exec(successCallback, errorCallback, 'PushNotification', 'getApplicationIconBadgeNumber', []);
    }

    clearAllNotifications(successCallback = () => {}, errorCallback = () => {}) {
      if (typeof errorCallback !== 'function') { console.log('PushNotification.clearAllNotifications failure: failure parameter not a function'); return; }
      if (typeof successCallback !== 'function') { console.log('PushNotification.clearAllNotifications failure: success callback parameter must be a function'); return; }
      exec(successCallback, errorCallback, 'PushNotification', 'clearAllNotifications', []);
    }

    clearNotification(successCallback = () => {}, errorCallback = () => {}, id) {
      const idNumber = parseInt(id, 10);
      if (Number.isNaN(idNumber) || idNumber > Number.MAX_SAFE_INTEGER || idNumber < 0) {
        console.log('PushNotification.clearNotification failure: id parameter must' + 'be a valid integer.');
        return;
      }
      exec(successCallback, errorCallback, 'PushNotification', 'clearNotification', [idNumber]);
    }

    on(eventName, callback) {
      // 'notification' fires for a push that arrives in the foreground and for the tap that
      // opens the app (additionalData.foreground / coldstart, www/push.js).
      // In the listener timeline (ListenerLedger.swift): the handlers list keeps the tracking
      // function, which off() finds again from the app's own.
      if (eventName === 'notification' && typeof callback === 'function') {
        const t = native.track("push.on('notification')", 'any', callback, '@havesource/cordova-plugin-push');
        t.fn.tracked = { callback, remove: t.remove };
        callback = t.fn;
      }
      if (!Object.prototype.hasOwnProperty.call(this.handlers, eventName)) this.handlers[eventName] = [];
      this.handlers[eventName].push(callback);
    }

    off(eventName, handle) {
      if (Object.prototype.hasOwnProperty.call(this.handlers, eventName)) {
        let handleIndex = this.handlers[eventName].indexOf(handle);
        if (handleIndex < 0) handleIndex = this.handlers[eventName].findIndex((h) => h && h.tracked && h.tracked.callback === handle);
        if (handleIndex >= 0) {
          const [removed] = this.handlers[eventName].splice(handleIndex, 1);
          if (removed && removed.tracked) removed.tracked.remove();
        }
      }
    }

    emit(...args) {
      const eventName = args.shift();
      if (!Object.prototype.hasOwnProperty.call(this.handlers, eventName)) return false;
      for (let i = 0, length = this.handlers[eventName].length; i < length; i += 1) {
        const callback = this.handlers[eventName][i];
        if (typeof callback === 'function') callback(...args);
        else console.log(`event handler: ${eventName} must be a function`);
      }
      return true;
    }

    finish(successCallback = () => {}, errorCallback = () => {}, id = 'handler') {
      if (typeof successCallback !== 'function') { console.log('finish failure: success callback parameter must be a function'); return; }
      if (typeof errorCallback !== 'function') { console.log('finish failure: failure parameter not a function'); return; }
      exec(successCallback, errorCallback, 'PushNotification', 'finish', [id]);
    }
  }

  const module = {
    init: (options) => new PushNotification(options),
    hasPermission: (successCallback, errorCallback) => exec(successCallback, errorCallback, 'PushNotification', 'hasPermission', []),
    createChannel: (successCallback, errorCallback, channel) => exec(successCallback, errorCallback, 'PushNotification', 'createChannel', [channel]),
    deleteChannel: (successCallback, errorCallback, channelId) => exec(successCallback, errorCallback, 'PushNotification', 'deleteChannel', [channelId]),
    listChannels: (successCallback, errorCallback) => exec(successCallback, errorCallback, 'PushNotification', 'listChannels', []),
    PushNotification,
  };

  return {
    module,
    /// A result from the native side for the latest init's success callback.
    deliver(result) { if (current && typeof current.success === 'function') current.success(result); },
    fail(message) { if (current && typeof current.fail === 'function') current.fail(message); },
  };
})
