// The JavaScript half of Capacitor's core (CapacitorSurface.swift): `@capacitor/core`
// (`Capacitor`, `registerPlugin`, `CapacitorException`, `ExceptionCode`, `WebPlugin`) and
// `definePlugin`, with which each simulated plugin's JS (Libraries/Capacitor…/JS/) makes the
// object the app sees through `registerPlugin` (ionic-team/capacitor-plugins
// local-notifications/src/index.ts, push-notifications/src/index.ts): every method returns a
// promise answered by the native side (here, Swift), `addListener` returns a promise of
// `{remove()}` and `removeAllListeners` a promise.
//
// Called with the natives: { platform(), call(plugin, method, options, extra) → value (throws
// for a rejection), listeners(plugin, event, count) }; returns { core, definePlugin(name,
// methods, prepare) → plugin, emit(plugin, event, data) }.
(function (native) {
  'use strict';

  const ExceptionCode = { Unimplemented: 'UNIMPLEMENTED', Unavailable: 'UNAVAILABLE' };
  class CapacitorException extends Error {
    constructor(message, code, data) {
      super(message);
      this.message = message;
      this.code = code;
      this.data = data;
    }
  }

  const later = (fn) => Promise.resolve().then(fn);

  function makePlugin(name, methods, prepare) {
    const listeners = Object.create(null);
    const plugin = {};
    const report = (eventName) => native.listeners(name, eventName, (listeners[eventName] || []).length);
    for (const method of methods) {
      plugin[method] = function (options) {
        return later(() => {
          const [prepared, extra] = prepare && prepare[method] ? prepare[method](options) : [options, undefined];
          try {
            return native.call(name, method, prepared === undefined ? null : prepared, extra === undefined ? null : extra);
          } catch (e) {
            const match = /^(UNIMPLEMENTED|UNAVAILABLE): (.*)$/.exec(String(e && e.message));
            throw match ? new CapacitorException(match[2], match[1]) : e;
          }
        });
      };
    }
    plugin.addListener = function (eventName, listenerFunc) {
      const list = listeners[eventName] || (listeners[eventName] = []);
      // Now, while the app's call is on the stack: where it added the listener (run's
      // summary; the timeline's `listener` effects for the notification events).
      const kind = /ActionPerformed$/.test(eventName) ? 'tap' : /Received$/.test(eventName) ? 'push' : undefined;
      const tracked = kind ? native.track(name + ".addListener('" + eventName + "')", kind, listenerFunc, native.library(name))
        : { fn: listenerFunc, remove() {} };
      if (kind) tracked.fn.untrack = tracked.remove;
      else native.listenerRegistered(name, String(eventName));
      list.push(tracked.fn);
      const handle = {
        remove() {
          const at = (listeners[eventName] || []).indexOf(tracked.fn);
          if (at >= 0) {
            listeners[eventName].splice(at, 1);
            tracked.remove();
            report(eventName);
          }
          return Promise.resolve();
        },
      };
      // The native side hands retained events to the first listener, after it is returned.
      return later(() => {
        report(eventName);
        return handle;
      });
    };
    plugin.removeAllListeners = function () {
      for (const eventName of Object.keys(listeners)) {
        for (const fn of listeners[eventName]) if (fn.untrack) fn.untrack();
        listeners[eventName] = [];
        report(eventName);
      }
      return Promise.resolve();
    };
    // The object registerPlugin returns is a Proxy (@capacitor/core src/runtime.ts): a method
    // the native plugin does not have is still a function, whose promise rejects with
    // `"Plugin.method()" is not implemented on ios` (UNIMPLEMENTED) — not a TypeError.
    const proxy = new Proxy(plugin, {
      get(target, prop, receiver) {
        if (typeof prop !== 'string' || prop in target) return Reflect.get(target, prop, receiver);
        if (prop === 'then' || prop === '$$typeof') return undefined;
        if (prop === 'toJSON') return () => ({});
        const wrapper = () => later(() => {
          throw new CapacitorException(`"${name}.${prop}()" is not implemented on ${native.platform()}`, ExceptionCode.Unimplemented);
        });
        Object.defineProperty(wrapper, 'name', { value: prop });
        return wrapper;
      },
    });
    return { plugin: proxy, listeners };
  }

  // The simulated plugins by name (their listeners, for emit) and those the app's native
  // bridge has (Capacitor.Plugins, registerPlugin).
  const plugins = Object.create(null);
  const Plugins = {};

  function unimplemented(name) {
    return new Proxy({}, {
      get(target, prop) {
        if (prop === 'then') return undefined;
        if (prop === 'addListener') return () => Promise.reject(new CapacitorException(`"${name}" plugin is not implemented on ${native.platform()}`, ExceptionCode.Unimplemented));
        return () => Promise.reject(new CapacitorException(`"${name}" plugin is not implemented on ${native.platform()}`, ExceptionCode.Unimplemented));
      },
    });
  }

  function registerPlugin(name, implementations) {
    if (Object.prototype.hasOwnProperty.call(Plugins, name)) return Plugins[name];
    const impl = implementations && (implementations[native.platform()] || null);
    if (impl) return typeof impl === 'function' ? impl() : impl;
    return unimplemented(name);
  }

  class WebPlugin {
    constructor() { this.listeners = {}; this.retainedEventArguments = {}; this.windowListeners = {}; }
    addListener(eventName, listenerFunc) {
      (this.listeners[eventName] || (this.listeners[eventName] = [])).push(listenerFunc);
      return Promise.resolve({ remove: async () => { const l = this.listeners[eventName] || []; const i = l.indexOf(listenerFunc); if (i >= 0) l.splice(i, 1); } });
    }
    async removeAllListeners() { this.listeners = {}; }
    notifyListeners(eventName, data) { for (const fn of this.listeners[eventName] || []) fn(data); }
    hasListeners(eventName) { return !!(this.listeners[eventName] && this.listeners[eventName].length); }
    unimplemented(msg = 'not implemented') { return new CapacitorException(msg, ExceptionCode.Unimplemented); }
    unavailable(msg = 'not available') { return new CapacitorException(msg, ExceptionCode.Unavailable); }
  }

  const Capacitor = {
    Plugins,
    Exception: CapacitorException,
    DEBUG: false,
    isLoggingEnabled: false,
    getPlatform: () => native.platform(),
    isNativePlatform: () => true,
    isPluginAvailable: (name) => Object.prototype.hasOwnProperty.call(Plugins, name),
    convertFileSrc: (filePath) => filePath,
    registerPlugin,
  };
  Object.defineProperty(Capacitor, 'platform', { get: () => native.platform(), enumerable: true });

  const core = { Capacitor, registerPlugin, CapacitorException, ExceptionCode, WebPlugin };

  return {
    core,
    /// A simulated plugin, now in the app's native bridge (Capacitor.Plugins): its methods
    /// are answered by its native side; `prepare[method](options)` → [options, extra].
    definePlugin(name, methods, prepare) {
      const made = makePlugin(name, methods, prepare);
      plugins[name] = made;
      Plugins[name] = made.plugin;
      return made.plugin;
    },
    /// Calls the listeners of `eventName`. What they return (Capacitor ignores it) is the
    /// handler effect's result: one listener's value, or the list of several; a promise when
    /// one returned a promise.
    emit(name, eventName, data) {
      const list = (plugins[name].listeners[eventName] || []).slice();
      const results = list.map((fn) => fn(data));
      const pending = results.some((r) => r && typeof r.then === 'function');
      if (results.length === 1) return results[0];
      return pending ? Promise.all(results) : results;
    },
  };
})
