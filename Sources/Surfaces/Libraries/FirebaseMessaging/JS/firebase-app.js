// @react-native-firebase/app (invertase/react-native-firebase packages/app/lib: index.js,
// modular/index.js, internal/registry/app.js): the `[DEFAULT]` app that the native
// configuration (google-services.json / GoogleService-Info.plist) creates at launch, the
// namespaced root `firebase` (`app()`, `apps`, `initializeApp`, `setLogLevel`, and
// `firebase.messaging()` once messaging is simulated) and the modular functions (`getApp`,
// `getApps`, `initializeApp`, `deleteApp`, `setLogLevel`, `onLog`, `registerVersion`,
// `SDK_VERSION`). natives: messaging() -> the simulated messaging package's exports.
(function (natives) {
  'use strict';
  var DEFAULT = '[DEFAULT]';
  var SDK_VERSION = '23.7.0';
  var apps = new Map();

  function makeApp(name, options) {
    var deleted = false;
    var app = {
      get name() { return name; },
      get options() { return Object.assign({}, options); },
      automaticDataCollectionEnabled: true,
      delete: function () {
        if (name === DEFAULT) return Promise.reject(new Error('Unable to delete the default native firebase app instance.'));
        deleted = true;
        apps.delete(name);
        return Promise.resolve();
      },
      utils: function () { return utils; },
      toString: function () { return name; },
    };
    Object.defineProperty(app, 'messaging', {
      value: function () { if (deleted) throw new Error("Firebase App named '" + name + "' already deleted"); return messagingModule()(); },
      enumerable: false, configurable: true,
    });
    apps.set(name, app);
    return app;
  }
  makeApp(DEFAULT, {});

  function getApp(name) {
    var key = name === undefined ? DEFAULT : name;
    var app = apps.get(key);
    if (!app) throw new Error("No Firebase App '" + key + "' has been created - call firebase.initializeApp()");
    return app;
  }
  function getApps() { return Array.from(apps.values()); }
  function initializeApp(options, configOrName) {
    var name = typeof configOrName === 'string' ? configOrName : (configOrName && configOrName.name) || DEFAULT;
    if (options === null || typeof options !== 'object') {
      return Promise.reject(new Error("firebase.initializeApp(options, <- expects an 'Object' but got '" + (options === null ? 'null' : typeof options) + "'"));
    }
    if (apps.has(name)) {
      return Promise.reject(new Error("Firebase App named '" + name + "' already exists"));
    }
    return Promise.resolve(makeApp(name, options));
  }
  function deleteApp(app) { return getApp(app && app.name).delete(); }
  var LEVELS = ['debug', 'verbose', 'info', 'warn', 'error', 'silent'];
  function setLogLevel(level) {
    if (LEVELS.indexOf(level) < 0) throw new Error('LogLevel must be one of "error", "warn", "info", "debug", "verbose"');
  }
  function onLog() {}
  function registerVersion() { throw new Error('registerVersion is only supported on Web'); }
  var utils = function () { return utils; };
  utils.FilePath = {};
  utils.isRunningInTestLab = false;
  utils.playServicesAvailability = { status: 0, isAvailable: true, hasResolution: false, isUserResolvableError: false };

  var cachedMessaging;
  function messagingModule() {
    if (!cachedMessaging) cachedMessaging = natives.messaging();
    return cachedMessaging;
  }

  var firebase = {
    app: function (name) { return getApp(name); },
    get apps() { return getApps(); },
    initializeApp: initializeApp,
    setLogLevel: setLogLevel,
    SDK_VERSION: SDK_VERSION,
    utils: utils,
  };
  Object.defineProperty(firebase, 'messaging', {
    get: function () { return messagingModule(); }, enumerable: false, configurable: true,
  });

  var exports = {
    __esModule: true,
    default: firebase,
    firebase: firebase,
    utils: utils,
    getApp: getApp,
    getApps: getApps,
    initializeApp: initializeApp,
    deleteApp: deleteApp,
    setLogLevel: setLogLevel,
    onLog: onLog,
    registerVersion: registerVersion,
    SDK_VERSION: SDK_VERSION,
  };
  return { exports: exports };
})
