// The JavaScript half of the Cordova surface (CordovaSurface.swift): document events and
// `deviceready`. Evaluated once per device and called with its natives.
(function (native) {
  'use strict';
  const g = globalThis;
  const listeners = new Map();
  let ready = false;
  const define = (name, value) => Object.defineProperty(g, name, { value, writable: true, configurable: true, enumerable: false });
  if (!('window' in g)) define('window', g);
  g.window.open = function open(url, target) { native.open(String(url)); return null; };
  const document = {
    addEventListener(type, fn) {
      if (type === 'deviceready' && ready) { setTimeout(fn, 0); return; }
      if (!listeners.has(type)) listeners.set(type, []);
      listeners.get(type).push(fn);
    },
    removeEventListener(type, fn) { const l = listeners.get(type) || []; const i = l.indexOf(fn); if (i >= 0) l.splice(i, 1); },
  };
  if (!('document' in g)) define('document', document);
  if (!('navigator' in g)) define('navigator', {
    get userAgent() { return native.userAgent(); },
    get platform() { return native.platform() === 'ios' ? 'iPhone' : 'Linux armv8l'; },
    language: 'en-US', onLine: true,
  });
  const cordova = g.cordova || { get platformId() { return native.platform(); }, plugins: {} };
  cordova.plugins = cordova.plugins || {};
  cordova.plugins.email = {
    open(options, callback, scope) { native.email(options || {}); if (typeof callback === 'function') setTimeout(() => callback.call(scope), 0); },
    isAvailable(callback) { if (typeof callback === 'function') setTimeout(() => callback(true), 0); },
    hasAccount(callback) { if (typeof callback === 'function') setTimeout(() => callback(true), 0); },
  };
  if (!('cordova' in g)) define('cordova', cordova);
  return {
    fireDeviceReady() {
      ready = true;
      for (const fn of listeners.get('deviceready') || []) fn({ type: 'deviceready' });
    },
  };
})
