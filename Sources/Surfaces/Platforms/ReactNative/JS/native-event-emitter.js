// The NativeEventEmitter of a React Native library's native module, as the facades of
// ReactNativeLibrarySurface.swift use it (push-notification-ios.js,
// react-native-notifications.js, react-native-onesignal.js): listeners by native event,
// whose counts tell the Swift side which events someone hears (native.listenerCount).
// Evaluated once per facade with its natives; returns { addListener, removeListener, dispatch }.
(function (native) {
  'use strict';
  const listeners = new Map();
  const count = (event) => native.listenerCount(event, (listeners.get(event) || []).length);
  function removeEntry(event, entry) {
    const list = listeners.get(event) || [];
    const i = list.indexOf(entry);
    if (i >= 0) list.splice(i, 1);
    count(event);
  }
  return {
    // addListener(event, fn): a subscription `{remove()}`.
    addListener(event, fn) {
      // React Native's EventEmitter (Libraries/vendor/emitter/EventEmitter.js) checks this much.
      if (typeof fn !== 'function') throw new TypeError('EventEmitter.addListener(...): 2nd argument must be a function.');
      const entry = { fn };
      if (!listeners.has(event)) listeners.set(event, []);
      listeners.get(event).push(entry);
      count(event);
      return { remove() { removeEntry(event, entry); } };
    },
    // removeListener(event, fn): removes the first registration of `fn`.
    removeListener(event, fn) {
      const entry = (listeners.get(event) || []).find((e) => e.fn === fn);
      if (entry) removeEntry(event, entry);
    },
    // The listeners' values: the one value for one listener, else all of them (a promise of
    // them when one is a promise).
    dispatch(event, body) {
      const results = (listeners.get(event) || []).slice().map((e) => e.fn(body));
      if (results.length === 1) return results[0];
      return results.some((r) => r && typeof r.then === 'function') ? Promise.all(results) : results;
    },
  };
})
