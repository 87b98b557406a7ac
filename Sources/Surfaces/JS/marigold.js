// The JavaScript half of the Marigold surface (MarigoldSurface.swift). Evaluated once per
// device and called with its natives.
(function (native) {
  'use strict';
  const describe = value => { try { return JSON.stringify(value); } catch { return String(value); } };
  const Marigold = {
    addNotificationActionTappedListener(fn) { return native.addListener(fn); },
    getDeviceID() { native.record('getDeviceID()'); return Promise.resolve('jshost-marigold-device'); },
  };
  for (const name of native.methods) {
    Marigold[name] = function (...args) {
      native.record(name + '(' + args.map(describe).join(', ') + ')');
      return Promise.resolve(null);
    };
  }
  return { Marigold, default: Marigold, __esModule: true };
})
