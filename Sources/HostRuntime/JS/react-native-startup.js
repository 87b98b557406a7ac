// What React Native's start-up installs before the app's first module runs
// (react-native 0.73-0.79, packages/react-native/Libraries/Core/InitializeCore.js and the
// setUp*.js files it requires; the list and its status: docs/modules.md, "React Native's
// start-up globals"). Called with `host`:
//   host.reportUncaught(error, isFatal)  what RN's ExceptionsManager.handleException does
//                                         (the red box): an `error` effect
//   host.reactNativeApp                   true for an app that declares react-native or expo:
//                                         window, self, navigator and the frame timers are
//                                         React Native's (a script of no declared kind keeps
//                                         the browser's, loaded when first used)
// Returns { reportFatal(error) }: the runtime routes every uncaught throw of a turn through
// it, as Metro's guardedLoadModule and the bridge's MessageQueue.__guard do on the phone.
(function (host) {
  'use strict';
  var global = globalThis;
  function define(name, value) {
    Object.defineProperty(global, name, { value: value, writable: true, configurable: true, enumerable: false });
  }

  // ---- setUpGlobals.js: window, self (process.env: the bundle's, installed by the runtime) ----
  var app = host.reactNativeApp === true;
  if (app) {
    define('window', global);
    define('self', global);
  }

  // ---- packages/polyfills/error-guard.js (global ErrorUtils), with the handler that
  // setUpErrorHandling.js installs (ExceptionsManager.handleException) as the default ----
  var inGuard = 0;
  var defaultHandler = function handleError(error, isFatal) {
    host.reportUncaught(error, isFatal === true);
  };
  var globalHandler = defaultHandler;
  var ErrorUtils = {
    setGlobalHandler: function setGlobalHandler(fun) { globalHandler = fun; },
    getGlobalHandler: function getGlobalHandler() { return globalHandler; },
    reportError: function reportError(error) { if (globalHandler) globalHandler(error, false); },
    reportFatalError: function reportFatalError(error) { if (globalHandler) globalHandler(error, true); },
    applyWithGuard: function applyWithGuard(fun, context, args) {
      try {
        inGuard++;
        return fun.apply(context, args);
      } catch (e) {
        ErrorUtils.reportError(e);
      } finally {
        inGuard--;
      }
      return null;
    },
    applyWithGuardIfNeeded: function applyWithGuardIfNeeded(fun, context, args) {
      if (ErrorUtils.inGuard()) return fun.apply(context, args);
      ErrorUtils.applyWithGuard(fun, context, args);
      return null;
    },
    inGuard: function () { return !!inGuard; },
    guard: function guard(fun, name, context) {
      if (typeof fun !== 'function') {
        console.warn('A function must be passed to ErrorUtils.guard, got ', fun);
        return null;
      }
      return function guarded() {
        return ErrorUtils.applyWithGuard(fun, context == null ? this : context, Array.prototype.slice.call(arguments));
      };
    },
  };
  if (global.ErrorUtils === undefined) define('ErrorUtils', ErrorUtils);

  // ---- setUpTimers.js over Timers/JSTimers.js: requestAnimationFrame (a 1 ms timer whose
  // callback gets performance.now()), requestIdleCallback (a deadline of one 60 Hz frame);
  // setTimeout/setInterval/setImmediate/queueMicrotask are the runtime's own ----
  var FRAME_DURATION = 1000 / 60;
  if (app) {
    define('requestAnimationFrame', function requestAnimationFrame(func) {
      return setTimeout(function () { func(global.performance.now()); }, 1);
    });
    define('cancelAnimationFrame', function cancelAnimationFrame(id) { clearTimeout(id); });
  }
  if (typeof global.requestIdleCallback !== 'function') {
    var idleTimeouts = new Map();
    define('requestIdleCallback', function requestIdleCallback(func, options) {
      var timeout = options && options.timeout;
      var id;
      var run = function (didTimeout) {
        var frameTime = global.performance.now();
        func({
          timeRemaining: function () { return Math.max(0, FRAME_DURATION - (global.performance.now() - frameTime)); },
          didTimeout: !!didTimeout,
        });
      };
      id = setTimeout(function () {
        var timer = idleTimeouts.get(id);
        if (timer !== undefined) { clearTimeout(timer); idleTimeouts.delete(id); }
        run(false);
      }, 1);
      if (timeout != null) {
        idleTimeouts.set(id, setTimeout(function () {
          idleTimeouts.delete(id);
          clearTimeout(id);
          run(true);
        }, timeout));
      }
      return id;
    });
    define('cancelIdleCallback', function cancelIdleCallback(id) {
      clearTimeout(id);
      var timer = idleTimeouts.get(id);
      if (timer !== undefined) { clearTimeout(timer); idleTimeouts.delete(id); }
    });
  }
  if (typeof global.clearImmediate !== 'function' && typeof global.clearTimeout === 'function') {
    define('clearImmediate', global.clearTimeout);
  }

  // ---- setUpNavigator.js ----
  if (app) define('navigator', { product: 'ReactNative' });

  return {
    // As Metro's require polyfill: `global.ErrorUtils.reportFatalError(e)`, whatever the app put there.
    reportFatal: function (error) {
      var current = global.ErrorUtils;
      (current && typeof current.reportFatalError === 'function' ? current : ErrorUtils).reportFatalError(error);
    },
  };
})
