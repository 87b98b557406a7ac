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
    addEventListener(type, fn) { return addListener('url', fn); },
  };
  const AppState = {
    get currentState() { return native.appState() === 'foreground' ? 'active' : 'background'; },
    addEventListener(type, fn) { return addListener('appStateDidChange', fn); },
  };
  const NativeModules = {};
  // The components, AppRegistry and the other APIs are added by react-native-components.js.
  const exports = { Alert, Linking, Platform, AppState, NativeModules, NativeEventEmitter, DeviceEventEmitter };
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
  return { exports, emit, mailer };
})
