// The JavaScript half of the IBM MobileFirst surface (MobileFirstSurface.swift): the WL
// globals its push API needs. Evaluated once per device and called with its natives.
(function (native) {
  'use strict';
  const g = globalThis;
  const callbacks = [];
  const WL = g.WL || {};
  WL.Client = WL.Client || {};
  WL.Client.Push = WL.Client.Push || {};
  let onMessage;
  Object.defineProperty(WL.Client.Push, 'onMessage', {
    get() { return onMessage; },
    set(fn) { onMessage = fn; if (typeof fn === 'function') native.listen(); },
    enumerable: true, configurable: true,
  });
  if (!('WL' in g)) Object.defineProperty(g, 'WL', { value: WL, writable: true, configurable: true });
  const success = (fn, value) => { if (typeof fn === 'function') native.defer(fn, value); };
  const MFPPush = {
    initialize(ok, fail, options) { success(ok, {}); },
    isPushSupported(ok, fail) { success(ok, true); },
    registerDevice(options, ok, fail) {
      // Every platform's categories are kept, so the device can switch platform later.
      ['ios', 'android'].forEach(function (p) {
        if (options && options[p] && options[p].categories !== undefined) {
          native.keepCategories(p, options[p].categories, 'registerDevice(options.' + p + '.categories)');
        }
      });
      const forPlatform = options && options[native.platform];
      if (forPlatform && forPlatform.categories !== undefined) {
        try { native.setCategories(forPlatform.categories, 'registerDevice(options.' + native.platform + '.categories)'); }
        catch (error) { if (typeof fail === 'function') { native.defer(fail, { code: 'FAILED_TO_REGISTER', errorMsg: error.message }); return; } throw error; }
      }
      success(ok, { deviceId: 'jshost-device', platform: native.platform === 'ios' ? 'A' : 'G' });
    },
    unregisterDevice(ok, fail) { success(ok, {}); },
    getSubscriptions(ok, fail) { success(ok, []); },
    registerNotificationsCallback(fn) {
      if (typeof fn !== 'function') throw new TypeError('MFPPush.registerNotificationsCallback expects a function');
      callbacks.push(fn);
      native.listen();
    },
  };
  if (!('MFPPush' in g)) Object.defineProperty(g, 'MFPPush', { value: MFPPush, writable: true, configurable: true });
  return {
    readInteractiveCategories() {
      const get = WL.Client.Push.getInteractivePushCategories;
      if (typeof get === 'function') native.setCategories(get(), 'WL.Client.Push.getInteractivePushCategories()');
    },
    deliver(message) {
      const results = callbacks.map(fn => fn(message));
      if (typeof WL.Client.Push.onMessage === 'function') results.push(WL.Client.Push.onMessage(message, message.payload));
      return results.length === 1 ? results[0] : (results.some(r => r && typeof r.then === 'function') ? Promise.all(results) : results);
    },
  };
})
