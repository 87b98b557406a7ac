// The JavaScript half of the React Native surface (ReactNativeSurface.swift): the event
// emitter the native modules share. Evaluated once per device and called with its natives
// (answerAtLaunch(answer) among them).
(function (native) {
  'use strict';
  const listeners = new Map();
  function addListener(type, fn, context) {
    if (typeof fn !== 'function') throw new TypeError('addListener expects a function for "' + type + '"');
    const entry = { fn, context };
    if (!listeners.has(type)) listeners.set(type, []);
    listeners.get(type).push(entry);
    native.listenerCount(type, listeners.get(type).length);
    return { remove() { const list = listeners.get(type) || []; const i = list.indexOf(entry); if (i >= 0) list.splice(i, 1); native.listenerCount(type, list.length); } };
  }
  // What the listeners returned: one listener's own value, else their promises together.
  // (A Promise.all made and then not returned would be a second, unhandled rejection.)
  function emit(type, ...args) {
    const results = (listeners.get(type) || []).slice().map(e => e.fn.apply(e.context, args));
    if (results.length === 1) return results[0];
    return results.some(r => r && typeof r.then === 'function') ? Promise.all(results) : results;
  }
  class NativeEventEmitter {
    constructor(nativeModule) { this.nativeModule = nativeModule; }
    addListener(type, fn, context) { return addListener(type, fn, context); }
    removeAllListeners(type) {
      for (const t of (type === undefined ? [...listeners.keys()] : [type])) { listeners.delete(t); native.listenerCount(t, 0); }
    }
    removeSubscription(subscription) { subscription.remove(); }
    listenerCount(type) { return (listeners.get(type) || []).length; }
    emit(type, ...args) { emit(type, ...args); }
  }
  const DeviceEventEmitter = new NativeEventEmitter(null);
  // Read at each use: the platform is the device's current one (jshost test can switch it per push).
  const Platform = {
    get OS() { return native.platform(); },
    get Version() { return native.platform() === 'ios' ? '17.0' : 34; },
    select(choices) { const os = native.platform(); return os in choices ? choices[os] : (choices.native !== undefined ? choices.native : choices.default); },
  };
  const Alert = { alert(title, message, buttons, options) { native.alert(title, message, buttons, options); } };
  const Linking = {
    openURL(url) { native.openURL(String(url)); return Promise.resolve(true); },
    canOpenURL(url) { return Promise.resolve(true); },
    // The deep link whose notification tap launched the app, else null; every call the
    // same. Asked while the app is quit, it answers at the launch (LaunchAnswers.swift).
    getInitialURL() { return native.answerAtLaunch(() => native.initialURL()); },
    // In the listener timeline (ListenerLedger.swift): a deep link from a tap is its event.
    addEventListener(type, fn) {
      const t = native.track("Linking.addEventListener('url')", 'url', fn);
      const subscription = addListener('url', t.fn);
      const remove = subscription.remove;
      subscription.remove = function () { t.remove(); return remove.apply(this, arguments); };
      return subscription;
    },
  };
  const AppState = {
    get currentState() { return native.appState() === 'foreground' ? 'active' : 'background'; },
    addEventListener(type, fn) { return addListener('appStateDidChange', fn); },
  };
  // Native modules no surface provides (SPEC §3.2c): an inert stand-in per name, whose
  // every call is a `native` effect answering a promise of null (getConstants() → {}).
  // native.nativeModuleUsed warns once per module (or, with --native strict, throws).
  const standIns = new Map();
  // The first frame of the app's code in a stack: the file that asked for the module.
  function askingFile() {
    const frames = String(new Error().stack || '').split('\n');
    for (const frame of frames) {
      const at = frame.indexOf('@');
      const location = at >= 0 ? frame.slice(at + 1) : frame;
      if (location && location.indexOf('jshost:') !== 0 && location !== '[native code]') return location;
    }
    return '';
  }
  function argumentsJSON(args) {
    try {
      return JSON.stringify(args, (key, value) => typeof value === 'function' ? '[Function]' : value === undefined ? null : value);
    } catch (error) {
      return JSON.stringify(args.map(String));
    }
  }
  function standIn(name) {
    if (standIns.has(name)) return standIns.get(name);
    native.nativeModuleUsed(name, 'module', askingFile());
    const methods = new Map();
    const module = new Proxy(Object.create(null), {
      get(target, key) {
        if (typeof key !== 'string' || key === 'then' || key === 'toJSON') return undefined;
        if (!methods.has(key)) {
          methods.set(key, key === 'getConstants'
            ? function getConstants() { native.nativeCall(name, key, '[]'); return {}; }
            : { [key](...args) {
              native.nativeCall(name, key, argumentsJSON(args));
              // A legacy-bridge method answers through its first callback: called once, later, with null.
              const callback = args.find((arg) => typeof arg === 'function');
              if (callback) Promise.resolve().then(() => callback(null, null));
              return Promise.resolve(null);
            } }[key]);
        }
        return methods.get(key);
      },
    });
    standIns.set(name, module);
    return module;
  }
  // Native module names are PascalCase (RNCAsyncStorage, RNDeviceInfo); anything else
  // (then, default, __esModule, toJSON) is no module.
  // Modules a phone never has (react-native-windows's storage, a build option's SQLite
  // storage), which packages probe before their own: absent, as on the phone.
  const absentOnPhones = new Set(['PlatformLocalStorage', 'RNC_AsyncSQLiteDBStorage', 'AsyncSQLiteDBStorage']);
  const NativeModules = new Proxy({}, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in target) && /^[A-Z]/.test(key) && !absentOnPhones.has(key)) return standIn(key);
      return Reflect.get(target, key, receiver);
    },
  });
  // The components, AppRegistry and the other APIs are added by react-native-components.js.
  // React Native's NativeAppEventEmitter is the device emitter under an older name.
  const exports = { Alert, Linking, Platform, AppState, NativeModules, NativeEventEmitter, DeviceEventEmitter,
    NativeAppEventEmitter: DeviceEventEmitter };
  // react-native-mail: the callback gets (error, event) once the user
  // has sent the mail, as the native module reports it.
  const Mailer = {
    mail(options, callback) {
      native.mail(options || {});
      if (typeof callback === 'function') setTimeout(() => callback(null, 'sent'), 0);
    },
  };
  NativeModules.RNMail = Mailer;
  const mailer = Object.assign(Object.create(null), { default: Mailer, mail: Mailer.mail, __esModule: true });
  return { exports, emit, mailer, standIn };
})
