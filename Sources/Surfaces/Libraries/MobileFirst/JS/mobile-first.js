// The JavaScript half of the IBM MobileFirst surface (MobileFirstSurface.swift, docs/surfaces.md):
// the client globals of the 7.x hybrid framework (worklight.js: WL.Client, WL.Client.Push,
// WL.Logger, WL.SimpleDialog, WL.App) and of the 8.0 Cordova plug-ins (MFPPush of
// cordova-plugin-mfp-push, WLAuthorizationManager, security-check challenge handlers), off-device:
// the server is the one jshost simulates (adapters, JS/mobile-first-server.js), answering at once.
// Evaluated once per device and called with its natives.
(function (native) {
  'use strict';
  // The built-ins as the device started (JS/intrinsics.js): a page's globals cannot replace them.
  const { Map, Set, WeakMap, Promise, JSON, Object, Array, Error, TypeError, String, Number, Date, RegExp, Math } = native.intrinsics;
  const g = globalThis;
  const callbacks = [];
  const defer = (fn, ...args) => { if (typeof fn === 'function') native.defer(fn, ...args); };
  const call = (options, name, value) => { if (options && typeof options[name] === 'function') native.defer(options[name], value); };
  const WL = g.WL || {};

  // What the simulated MobileFirst Server knows of this device (shared with the adapters' WL.Server).
  const backend = {
    user: null,               // the user the app logged in as (null: not logged in)
    aliases: {},              // event source alias -> {adapter, eventSource, callback}
    subscribed: {},           // "Adapter.EventSource" -> the alias subscribed with
    tags: [],                 // tags the device subscribed to
    server: null,             // the adapters' side, once an adapter is loaded
  };

  // ---- WL.Logger (worklight.js wllogger.js: trace, debug, log, info, warn, error, fatal) ----
  const levels = { trace: 'debug', debug: 'debug', log: 'log', info: 'info', warn: 'warn', error: 'error', fatal: 'error' };
  const format = (args) => args.map((a) => (typeof a === 'string' ? a : (() => { try { return JSON.stringify(a); } catch (e) { return String(a); } })())).join(' ');
  function makeLogger(prefix) {
    const logger = {};
    for (const level of Object.keys(levels)) {
      logger[level] = function (...args) { native.log(levels[level], (prefix ? '[' + prefix + '] ' : '') + format(args)); };
    }
    logger.create = (options) => makeLogger(options && options.pkg ? String(options.pkg) : prefix);
    logger.config = () => logger;
    logger.status = () => Promise.resolve({ enabled: true, level: 'debug', capture: false });
    logger.ctx = () => logger;
    logger.metadata = () => logger;
    logger.send = () => Promise.resolve();
    logger.updateConfigFromServer = () => Promise.resolve();
    logger.on = () => logger;
    logger.off = () => logger;
    logger.setNativeOptions = () => {};
    return logger;
  }
  WL.Logger = WL.Logger || makeLogger('');

  // ---- WL.SimpleDialog (simpledialog.js: one dialog at a time) ----
  WL.SimpleDialog = WL.SimpleDialog || {
    show(title, text, buttons, options) { native.dialogs.simpleDialog(title, text, buttons, (m) => WL.Logger.error(m)); },
  };
  WL.Toast = WL.Toast || { show(text) { native.log('info', '[WL.Toast] ' + String(text)); } };

  // static_app_props.js (generated from config.xml): `mfpClientCustomInit` true when the app
  // calls WL.Client.init itself (cordova-plugin-mfp bootstrap.js reads it after mfpjsloaded).
  WL.StaticAppProps = WL.StaticAppProps || { mfpClientCustomInit: false };

  // ---- WL.Client (wlclient.js) ----
  WL.Client = WL.Client || {};
  let initCalled = false, connected = false, readyToSubscribe = false;
  const appProperties = { APP_VERSION: '1.0', APP_DISPLAY_NAME: 'jshost', WORKLIGHT_PLATFORM_VERSION: native.version, ENVIRONMENT: native.environment };
  function pushReady() {
    // WL.Client.Push.onReadyToSubscribe: once the client has connected (the device token is registered).
    if (readyToSubscribe) return;
    readyToSubscribe = true;
    const push = WL.Client.Push;
    // worklight.js reads the interactive categories when the server answers with the push token.
    readInteractiveCategories();
    if (push && typeof push.onReadyToSubscribe === 'function') defer(() => push.onReadyToSubscribe());
    // __updateToken: after onReadyToSubscribe, the notifications kept for an alias.
    defer(dispatchPendings);
  }
  Object.assign(WL.Client, {
    init(options) {
      initCalled = true;
      defer(() => initialised(options || {}));
    },
    connect(options) {
      defer(() => {
        connected = true;
        if (options && typeof options.onSuccess === 'function') options.onSuccess({});
        pushReady();
      });
    },
    isConnected() { return connected; },
    reloadApp() { native.log('info', 'WL.Client.reloadApp()'); },
    getAppProperty(name) { return appProperties[name] === undefined ? null : appProperties[name]; },
    getEnvironment() { return native.environment; },
    getUserName(realm) { return backend.user; },
    getLoginName(realm) { return backend.user; },
    isUserAuthenticated(realm) { return backend.user !== null; },
    getUserInfo(realm, key) { return key === 'userId' || key === 'displayName' ? backend.user : null; },
    updateUserInfo(options) { call(options, 'onSuccess', {}); },
    logout(realm, options) { backend.user = null; call(options, 'onSuccess', {}); },
    login(realm, options) { call(options, 'onSuccess', {}); },
    invokeProcedure(invocationData, options) {
      // A procedure of a loaded adapter runs; without one the call fails as an unreachable server would.
      const server = backend.server;
      if (!server) { call(options, 'onFailure', { errorCode: 'UNRESPONSIVE_HOST', errorMsg: 'no adapter is loaded (jshost --adapter)' }); return; }
      let result;
      try { result = server.invoke(invocationData.adapter, invocationData.procedure, invocationData.parameters || []); }
      catch (error) { call(options, 'onFailure', { errorCode: 'PROCEDURE_ERROR', errorMsg: String(error && error.message || error) }); return; }
      call(options, 'onSuccess', { status: 200, invocationResult: Object.assign({ isSuccessful: true }, result) });
    },
    logActivity() {}, minimize() {}, close() {}, setHeartBeatInterval() {},
    addGlobalHeader() {}, removeGlobalHeader() {}, checkForDirectUpdate() {},
    setUserPref(key, value, options) { prefs[key] = value; call(options, 'onSuccess', {}); },
    setUserPrefs(values, options) { Object.assign(prefs, values); call(options, 'onSuccess', {}); },
    getUserPref(key) { return prefs[key] === undefined ? null : prefs[key]; },
    hasUserPref(key) { return key in prefs; },
    deleteUserPref(key, options) { delete prefs[key]; call(options, 'onSuccess', {}); },
    getCookies() { return Promise.resolve([]); }, setCookie() {}, deleteCookie() {},
    getDeviceLocale() { return 'en_US'; },
    getLocalePattern() { return 'en_US'; },
    getSharedToken(options) { return Promise.resolve(null); },
    setSharedToken(options) { return Promise.resolve(); },
    clearSharedToken(options) { return Promise.resolve(); },
    pinTrustedCertificatePublicKey(certificateFilename) { return Promise.resolve(); },
    createProvisioningChallengeHandler(options) { return realmHandler(options && options.realm); },
    // Challenge handlers: off-device no challenge arrives; a 7.x login form "succeeds" as
    // the user it names, an 8.0 login as its credentials' username.
    createChallengeHandler(realm) { return realmHandler(realm); },
    createWLChallengeHandler(realm) { return realmHandler(realm); },
    createGatewayChallengeHandler(name) { return realmHandler(name); },
    createSecurityCheckChallengeHandler(securityCheckName) {
      const handler = {
        securityCheckName,
        handleChallenge() {}, handleSuccess() {}, handleFailure() {},
        submitChallengeAnswer(answer) {
          if (answer && answer.username !== undefined) backend.user = String(answer.username);
          defer(() => handler.handleSuccess({}));
        },
        cancel() {},
      };
      securityChecks[securityCheckName] = handler;
      return handler;
    },
  });
  // After the framework has initialised: wlEnvInit (7.x environment main.js, which calls
  // wlCommonInit) or, without one, wlCommonInit.
  function initialised(options) {
    if (typeof options.onSuccess === 'function') options.onSuccess({});
    if (typeof g.wlEnvInit === 'function') g.wlEnvInit();
    else if (typeof g.wlCommonInit === 'function') g.wlCommonInit();
    if (options.connectOnStartup) WL.Client.connect({});
  }
  const prefs = {};
  const securityChecks = {};
  function realmHandler(realm) {
    const handler = {
      realm,
      isCustomResponse() { return false; },
      handleChallenge() {},
      submitLoginForm(url, options, callback) {
        const p = options && options.parameters;
        if (p && p.j_username !== undefined) backend.user = String(p.j_username);
        if (typeof callback === 'function') defer(callback, { status: 200, responseText: '', responseJSON: {} });
      },
      submitAdapterAuthentication(invocationData, options) { call(options, 'onSuccess', {}); },
      submitChallengeAnswer() {}, submitSuccess() {}, submitFailure() {},
    };
    return handler;
  }

  // ---- WL.Client.Push (wlgap.ios.js / wlgap.android.js __WLPush) ----
  WL.Client.Push = WL.Client.Push || {};
  const Push = WL.Client.Push;
  let onMessage;
  // In the listener timeline (ListenerLedger.swift) as the app's own function; assigning
  // another replaces it, as the property does.
  let onMessageTracked = null;
  Object.defineProperty(Push, 'onMessage', {
    get() { return onMessage; },
    set(fn) {
      if (onMessageTracked) onMessageTracked.remove();
      onMessageTracked = typeof fn === 'function' ? native.track('WL.Client.Push.onMessage', 'any', fn) : null;
      onMessage = fn;
      if (typeof fn === 'function') native.listen();
    },
    enumerable: true, configurable: true,
  });
  // __WLPush.__onmessage: a notification whose payload names an alias that is not (yet)
  // subscribed with a callback is kept (pendindPushEventsArray) for __dispatchPendings.
  const pending = [];
  const aliasCallback = alias => {
    const entry = backend.aliases[alias];
    return Push.isSubscribed(alias) && entry && typeof entry.callback === 'function' ? entry.callback : null;
  };
  const aliasOf = message => message.payload !== null && typeof message.payload === 'object' ? message.payload.alias : undefined;
  function dispatchPendings() {
    for (const kept of pending.slice()) {
      const callback = aliasCallback(kept.alias);
      if (!callback) continue;
      pending.splice(pending.indexOf(kept), 1);
      callback(kept.message, kept.message.payload);
    }
  }
  const failure = (options, msg) => call(options, 'onFailure', { errorCode: 'UNEXPECTED_ERROR', errorMsg: msg });
  Object.assign(Push, {
    isPushSupported() { return true; },
    isPushSMSSupported() { return false; },
    registerEventSourceCallback(alias, adapter, eventSource, callback) {
      backend.aliases[alias] = { adapter: String(adapter), eventSource: String(eventSource), callback };
      native.listen();
    },
    subscribe(alias, options) {
      const entry = backend.aliases[alias];
      if (!entry) { failure(options, 'No event source callback is registered for alias ' + alias); return; }
      const source = entry.adapter + '.' + entry.eventSource;
      backend.subscribed[source] = alias;
      if (backend.server) backend.server.deviceSubscribed(source, true);
      // worklight.js subscribe's onSuccess: the alias's own kept notifications are dropped
      // (deletePendingNotifications), then the others now subscribed are dispatched.
      for (let i = pending.length - 1; i >= 0; i--) if (pending[i].alias === alias) pending.splice(i, 1);
      call(options, 'onSuccess', {});
      defer(dispatchPendings);
    },
    unsubscribe(alias, options) {
      const entry = backend.aliases[alias];
      const source = entry && entry.adapter + '.' + entry.eventSource;
      if (!entry || backend.subscribed[source] !== alias) { failure(options, 'The device is not subscribed to ' + alias); return; }
      delete backend.subscribed[source];
      if (backend.server) backend.server.deviceSubscribed(source, false);
      call(options, 'onSuccess', {});
    },
    isSubscribed(alias) {
      const entry = backend.aliases[alias];
      return !!entry && backend.subscribed[entry.adapter + '.' + entry.eventSource] === alias;
    },
    subscribeTag(tag, options) { if (backend.tags.indexOf(String(tag)) < 0) backend.tags.push(String(tag)); call(options, 'onSuccess', {}); },
    unsubscribeTag(tag, options) {
      const at = backend.tags.indexOf(String(tag));
      if (at < 0) { failure(options, 'The device is not subscribed to tag ' + tag); return; }
      backend.tags.splice(at, 1);
      call(options, 'onSuccess', {});
    },
    isTagSubscribed(tag) { return backend.tags.indexOf(String(tag)) >= 0; },
    subscribeSMS(alias, adapter, eventSource, phoneNumber, options) { failure(options, 'SMS notifications are not supported off-device'); },
    unsubscribeSMS(alias, options) { failure(options, 'SMS notifications are not supported off-device'); },
    isSMSSubscribed() { return false; },
    backgroundJobDone() {},
  });
  if (!('WL' in g)) Object.defineProperty(g, 'WL', { value: WL, writable: true, configurable: true });

  function readInteractiveCategories() {
    const get = Push.getInteractivePushCategories;
    if (typeof get === 'function') native.setCategories(get(), 'WL.Client.Push.getInteractivePushCategories()');
  }

  // ---- WLAuthorizationManager (8.0): resolves off-device ----
  const authorizationManager = {
    obtainAccessToken(scope) {
      // The token's value is a placeholder: jshost never shows secrets.
      return Promise.resolve({ scope: scope === undefined ? '' : String(scope), value: 'jshost-access-token',
        asAuthorizationRequestHeaderField() { return 'Bearer jshost-access-token'; } });
    },
    login(securityCheck, credentials) {
      if (credentials && credentials.username !== undefined) backend.user = String(credentials.username);
      const handler = securityChecks[securityCheck];
      if (handler) defer(() => handler.handleSuccess({}));
      return Promise.resolve();
    },
    logout(securityCheck) { backend.user = null; return Promise.resolve(); },
    isAuthorizationRequired(status, headers) { return false; },
    getResourceScope(response) { return ''; },
    obtainAuthorizationHeader(scope) { return Promise.resolve('Bearer jshost-access-token'); },
    getAuthorizationScope() { return ''; },
    getCachedAuthorizationHeader() { return Promise.resolve(null); },
    addCachedAuthorizationHeader(request) { return Promise.resolve(request); },
    getUserIdentity() { return Promise.resolve(backend.user === null ? {} : { id: backend.user, displayName: backend.user }); },
    getDeviceIdentity() { return Promise.resolve({ id: 'jshost-device', platform: native.platform === 'ios' ? 'iOS' : 'Android' }); },
    getAppIdentity() { return Promise.resolve({ id: 'jshost-app', version: '1.0' }); },
    setAuthorizationPersistencePolicy() {},
    AuthorizationPersistencePolicy: { NEVER: 'NEVER', ALWAYS: 'ALWAYS', BIOMETRICS: 'BIOMETRICS' },
  };
  if (!('WLAuthorizationManager' in g)) Object.defineProperty(g, 'WLAuthorizationManager', { value: authorizationManager, writable: true, configurable: true });

  // ---- MFPPush (cordova-plugin-mfp-push www/MFPPush.js) ----
  // initialize's options.categories, Android: {name: [{buttonLabel, buttonName, iconName}]}.
  function androidCategories(categories) {
    if (categories === null || typeof categories !== 'object' || Array.isArray(categories)) {
      throw new TypeError('MFPPush.initialize: options.categories must be an object {categoryName: [{buttonLabel, buttonName}]}');
    }
    return Object.keys(categories).map((id) => {
      const buttons = categories[id];
      if (!Array.isArray(buttons)) throw new TypeError('MFPPush.initialize: options.categories.' + id + ' must be an array of buttons');
      return { id, actions: buttons.map((b, i) => {
        if (!b || typeof b.buttonName !== 'string') throw new TypeError('MFPPush.initialize: options.categories.' + id + '[' + i + '].buttonName must be a string');
        return { id: b.buttonName, title: typeof b.buttonLabel === 'string' ? b.buttonLabel : b.buttonName, mode: 1 };
      }) };
    });
  }
  const MFPPush = {
    initialize(ok, fail, options, timeout) {
      if (options && options.categories !== undefined) {
        let list;
        try { list = androidCategories(options.categories); }
        catch (error) { if (typeof fail === 'function') { native.defer(fail, { code: 'FAILED_TO_INITIALIZE', errorMsg: error.message }); return; } throw error; }
        native.keepCategories('android', list, 'initialize(options.categories)');
        if (native.platform === 'android') native.setCategories(list, 'initialize(options.categories)');
      }
      defer(ok, {});
    },
    isPushSupported(ok, fail) { defer(ok, true); },
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
      native.registered();
      defer(ok, { deviceId: 'jshost-device', platform: native.platform === 'ios' ? 'A' : 'G' });
    },
    unregisterDevice(ok, fail) { defer(ok, {}); },
    getTags(ok, fail) { defer(ok, backend.server ? backend.server.tags() : []); },
    subscribe(tags, ok, fail) {
      String(tags).split(',').filter(Boolean).forEach((t) => { if (backend.tags.indexOf(t) < 0) backend.tags.push(t); });
      defer(ok, tags);
    },
    unsubscribe(tags, ok, fail) {
      String(tags).split(',').forEach((t) => { const at = backend.tags.indexOf(t); if (at >= 0) backend.tags.splice(at, 1); });
      defer(ok, tags);
    },
    getSubscriptions(ok, fail) { defer(ok, backend.tags.slice()); },
    registerNotificationsCallback(fn) {
      if (typeof fn !== 'function') throw new TypeError('MFPPush.registerNotificationsCallback expects a function');
      // The callbacks get the tap that opens the app and, on Android, a push that arrives in
      // the foreground (MFPPush.js listen / MFPPushNotificationListener).
      // In the listener timeline (ListenerLedger.swift).
      callbacks.push(native.track('MFPPush.registerNotificationsCallback', 'any', fn, 'cordova-plugin-mfp-push').fn);
      native.listen();
      native.listenMFPPush();
    },
    backgroundJobDone(id, result) {},
  };
  if (!('MFPPush' in g)) Object.defineProperty(g, 'MFPPush', { value: MFPPush, writable: true, configurable: true });


  return {
    backend,
    readInteractiveCategories,
    // After the app's scripts loaded: the framework initialises (unless the page's
    // initOptions.js already called WL.Client.init) and calls wlEnvInit / wlCommonInit.
    start() {
      if (WL.StaticAppProps && WL.StaticAppProps.mfpClientCustomInit) return;
      if (initCalled || (typeof g.wlEnvInit !== 'function' && typeof g.wlCommonInit !== 'function')) return;
      initCalled = true;
      initialised(g.wlInitOptions || {});
    },
    // A response, as worklight.js __WLPush.__onmessage routes it: a payload with an `alias`
    // goes to that alias's event-source callback when the device is subscribed to it, else
    // it is kept until it is; any other to the MFPPush callbacks and WL.Client.Push.onMessage.
    // `keep(message)` first: true when the message was kept (nothing runs now).
    keep(message) {
      const alias = aliasOf(message);
      if (!alias || aliasCallback(alias)) return false;
      pending.push({ alias, message });
      return true;
    },
    deliver(message) {
      const alias = aliasOf(message);
      if (alias) return aliasCallback(alias)(message, message.payload);
      const results = callbacks.map(fn => fn(message));
      if (typeof Push.onMessage === 'function') results.push((onMessageTracked && onMessageTracked.fn || Push.onMessage).call(Push, message, message.payload));
      return results.length === 1 ? results[0] : (results.some(r => r && typeof r.then === 'function') ? Promise.all(results) : results);
    },
  };
})
