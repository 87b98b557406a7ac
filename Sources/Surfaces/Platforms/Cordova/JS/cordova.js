// The cordova.js jshost supplies (docs/pages.md): a project's www/ has none
// before `cordova build` adds the platform's, and a platform's talks to a
// native bridge that is not here. It follows apache/cordova-js (src/cordova.js,
// src/scripts/require.js, src/common/channel.js, modulemapper.js,
// pluginloader.js, init.js): `cordova.define`/`cordova.require` with the same
// module ids (`cordova`, `cordova/exec`, `cordova/channel`, `cordova/utils`,
// `cordova/argscheck`, `cordova/builder`, `cordova/modulemapper`,
// `cordova/platform`, `cordova/pluginloader`, `cordova/urlutil`,
// `cordova/plugin_list`), `cordova.exec` routed to the native services jshost
// emulates, channels (`deviceready` is sticky and fires once, after the page's
// scripts, DOMContentLoaded and the plugins), and the plugin loader reading
// `module.exports` of cordova_plugins.js (the page's own, else jshost's list of
// the plugins it emulates).
//
// Called with the natives:
// native.platform(), native.version, native.model, native.warn(message),
// native.hasFile(url) (cordova_plugins.js beside cordova.js?), native.email(options),
// native.salesforce() (the Salesforce Mobile SDK's hybrid glue)
(function (native) {
  'use strict';
  // The built-ins as the device started (JS/intrinsics.js): a page's globals cannot replace them.
  const { Map, Set, WeakMap, Promise, JSON, Object, Array, Error, TypeError, String, Number, Date, RegExp, Math } = native.intrinsics;
  const g = globalThis;
  const document = g.document;

  // MARK: The plugins jshost emulates (their JS would call a native side that is not here)

  const device = {
    get platform() { return native.platform() === 'ios' ? 'iOS' : 'Android'; },
    get version() { return native.platform() === 'ios' ? '17.0' : '14'; },
    get model() { return native.platform() === 'ios' ? 'iPhone15,2' : 'Pixel 8'; },
    get manufacturer() { return native.platform() === 'ios' ? 'Apple' : 'Google'; },
    uuid: 'jshost-device', cordova: native.version, isVirtual: true, serial: 'unknown', available: true,
    getInfo(success) { if (typeof success === 'function') setTimeout(() => success(device), 0); },
  };
  const email = {
    open(options, callback, scope) { native.email(options || {}); if (typeof callback === 'function') setTimeout(() => callback.call(scope), 0); },
    isAvailable(callback) { if (typeof callback === 'function') setTimeout(() => callback(true), 0); },
    hasAccount(callback) { if (typeof callback === 'function') setTimeout(() => callback(true), 0); },
    hasClient(app, callback) { if (typeof app === 'function') callback = app; if (typeof callback === 'function') setTimeout(() => callback(true), 0); },
    getClients(callback) { if (typeof callback === 'function') setTimeout(() => callback(null), 0); },
    addAlias() {},
  };
  const emulatedPlugins = {
    'cordova-plugin-device': { id: 'cordova-plugin-device.device', file: 'plugins/cordova-plugin-device/www/device.js', clobbers: ['device'], version: '3.0.0', exports: () => device },
    'cordova-plugin-email-composer': { id: 'cordova-plugin-email-composer.EmailComposer', file: 'plugins/cordova-plugin-email-composer/www/email_composer.js', clobbers: ['cordova.plugins.email'], version: '0.10.1', exports: () => email },
    // cordova-plugin-local-notification (CordovaLocalNotificationSurface.swift): its module
    // subscribes to deviceready (fireQueuedEvents) and onCordovaReady (launchDetails) as
    // www/local-notification.js does at its end.
    'cordova-plugin-local-notification': { id: 'cordova-plugin-local-notification.LocalNotification', file: 'plugins/cordova-plugin-local-notification/www/local-notification.js', clobbers: ['cordova.plugins.notification.local'], version: '0.9.0-beta.3', exports: () => {
      const glue = native.localNotification();
      channel.onDeviceReady.subscribe(() => glue.deviceready());
      channel.onCordovaReady.subscribe(() => glue.cordovaReady());
      return glue.module;
    } },
    'co.acoustic.mobile.push.sdk': { id: 'co.acoustic.mobile.push.sdk.MCEPlugin', file: 'plugins/co.acoustic.mobile.push.sdk/www/js/MCEPlugin.js', clobbers: ['MCEPlugin'], version: '3.8.0', exports: () => g.MCEPlugin },
  };
  // The Salesforce Mobile SDK's plugin (id com.salesforce, several modules): its modules and
  // the native services they exec into (SalesforceHybridSurface, JS/salesforce-hybrid.js),
  // fetched when first needed.
  const SALESFORCE = 'com.salesforce';
  let salesforceGlue = null;
  const salesforce = () => salesforceGlue || (salesforceGlue = native.salesforce());
  const emulated = (pluginId) => pluginId === SALESFORCE || Object.prototype.hasOwnProperty.call(emulatedPlugins, pluginId);
  const emulatedFactory = (module) => {
    if (module.pluginId === SALESFORCE) return salesforce().factories[module.id];
    return function (require, exports, m) { m.exports = emulatedPlugins[module.pluginId].exports(); };
  };
  // Native services a plugin's JS may exec into.
  const services = {
    Device: { getDeviceInfo: () => ({ platform: device.platform, version: device.version, model: device.model, manufacturer: device.manufacturer, uuid: device.uuid, cordova: device.cordova, isVirtual: true, serial: device.serial }) },
  };

  // MARK: require / define (src/scripts/require.js)

  const modules = {};
  const requireStack = [];
  const inProgress = {};
  function build(module) {
    const factory = module.factory;
    const localRequire = (id) => require(id.charAt(0) === '.' ? module.id.slice(0, module.id.lastIndexOf('.')) + '.' + id.slice(2) : id);
    module.exports = {};
    delete module.factory;
    factory(localRequire, module.exports, module);
    return module.exports;
  }
  function require(id) {
    if (!modules[id]) throw new Error('module ' + id + ' not found');
    if (id in inProgress) throw new Error('Cycle in require graph: ' + requireStack.slice(inProgress[id]).join('->') + '->' + id);
    if (modules[id].factory) {
      try {
        inProgress[id] = requireStack.length;
        requireStack.push(id);
        return build(modules[id]);
      } finally {
        delete inProgress[id];
        requireStack.pop();
      }
    }
    return modules[id].exports;
  }
  function define(id, factory) {
    if (Object.prototype.hasOwnProperty.call(modules, id)) throw new Error('module ' + id + ' already defined');
    modules[id] = { id, factory };
  }
  define.remove = (id) => { delete modules[id]; };
  define.moduleMap = modules;

  // MARK: cordova/utils, cordova/builder, cordova/urlutil, cordova/argscheck

  define('cordova/utils', function (require, exports) {
    exports.defineGetterSetter = function (obj, key, getFunc, opt_setFunc) {
      const desc = { get: getFunc, configurable: true };
      if (opt_setFunc) desc.set = opt_setFunc;
      Object.defineProperty(obj, key, desc);
    };
    exports.defineGetter = exports.defineGetterSetter;
    exports.arrayIndexOf = (a, item) => a.indexOf(item);
    exports.arrayRemove = (a, item) => { const i = a.indexOf(item); if (i !== -1) a.splice(i, 1); return i !== -1; };
    exports.typeName = (val) => Object.prototype.toString.call(val).slice(8, -1);
    exports.isArray = Array.isArray;
    exports.isDate = (d) => d instanceof Date;
    exports.clone = function clone(obj) {
      if (!obj || typeof obj === 'function' || exports.isDate(obj) || typeof obj !== 'object') return obj;
      if (Array.isArray(obj)) return obj.map(clone);
      const out = {};
      for (const k in obj) if (!(k in out) || out[k] !== obj[k]) out[k] = typeof obj[k] !== 'undefined' && typeof obj[k] !== 'function' ? clone(obj[k]) : obj[k];
      return out;
    };
    exports.close = (context, func, params) => function () { return func.apply(context, params || arguments); };
    exports.createUUID = () => (g.crypto && g.crypto.randomUUID ? g.crypto.randomUUID() : 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => ((Math.random() * 16) | 0).toString(16)));
    exports.extend = function (Child, Parent) {
      const F = function () {};
      F.prototype = Parent.prototype;
      Child.prototype = new F();
      Child.__super__ = Parent.prototype;
      Child.prototype.constructor = Child;
    };
    exports.alert = (msg) => { if (g.alert) g.alert(msg); else if (g.console && g.console.log) g.console.log(msg); };
  });
  define('cordova/builder', function (require, exports) {
    const utils = require('cordova/utils');
    function each(objects, func) { for (const prop in objects) if (Object.prototype.hasOwnProperty.call(objects, prop)) func(objects[prop], prop); }
    function clobber(obj, key, value) {
      obj[key] = value;
      if (obj[key] !== value) utils.defineGetter(obj, key, () => value);
    }
    function assignOrWrapInDeprecateGetter(obj, key, value, message) {
      if (message) utils.defineGetter(obj, key, () => { g.console.log(message); delete obj[key]; clobber(obj, key, value); return value; });
      else clobber(obj, key, value);
    }
    function include(parent, objects, clobberIt, merge) {
      each(objects, (obj, key) => {
        const result = obj.path ? require(obj.path) : {};
        if (clobberIt) {
          if (typeof parent[key] === 'undefined') assignOrWrapInDeprecateGetter(parent, key, result, obj.deprecated);
          else if (typeof obj.path !== 'undefined') {
            if (merge) recursiveMerge(parent[key], result); else assignOrWrapInDeprecateGetter(parent, key, result, obj.deprecated);
          }
        } else if (typeof parent[key] === 'undefined') assignOrWrapInDeprecateGetter(parent, key, result, obj.deprecated);
        if (obj.children) include(parent[key] || result, obj.children, clobberIt, merge);
      });
    }
    function recursiveMerge(target, src) {
      for (const prop in src) {
        if (!Object.prototype.hasOwnProperty.call(src, prop)) continue;
        if (target.prototype && target.prototype.constructor === target) clobber(target.prototype, prop, src[prop]);
        else if (typeof src[prop] === 'object' && typeof target[prop] === 'object') recursiveMerge(target[prop], src[prop]);
        else clobber(target, prop, src[prop]);
      }
    }
    exports.buildIntoButDoNotClobber = (objects, target) => include(target, objects, false, false);
    exports.buildIntoAndClobber = (objects, target) => include(target, objects, true, false);
    exports.buildIntoAndMerge = (objects, target) => include(target, objects, true, true);
    exports.recursiveMerge = recursiveMerge;
    exports.assignOrWrapInDeprecateGetter = assignOrWrapInDeprecateGetter;
  });
  define('cordova/urlutil', function (require, exports) {
    exports.makeAbsolute = (url) => new URL(url, document ? document.URL : undefined).href;
  });
  define('cordova/argscheck', function (require, exports) {
    const utils = require('cordova/utils');
    const typeMap = { A: 'Array', D: 'Date', N: 'Number', S: 'String', F: 'Function', O: 'Object' };
    exports.enableChecks = true;
    exports.checkArgs = function (spec, functionName, args, opt_callee) {
      if (!exports.enableChecks) return;
      for (let i = 0; i < spec.length; ++i) {
        const c = spec.charAt(i), cUpper = c.toUpperCase(), arg = args[i];
        if (c === '*') continue;
        const typeName = utils.typeName(arg);
        if ((arg === null || arg === undefined) && c === cUpper.toLowerCase() && c !== cUpper) continue;
        if (typeName !== typeMap[cUpper]) {
          throw new TypeError('Wrong type for parameter "' + i + '" of ' + functionName + ': Expected ' + typeMap[cUpper] + ', but got ' + typeName + '.');
        }
      }
    };
    exports.getValue = (value, defaultValue) => (value === undefined ? defaultValue : value);
  });

  // MARK: cordova/channel (src/common/channel.js)

  define('cordova/channel', function (require, exports, module) {
    const utils = require('cordova/utils');
    let nextGuid = 1;
    function Channel(type, sticky) {
      this.type = type;
      this.handlers = {};
      this.state = sticky ? 1 : 0;
      this.fireArgs = null;
      this.numHandlers = 0;
      this.onHasSubscribersChange = null;
    }
    const channel = {
      join(h, c) {
        let len = c.length, i = len;
        const f = () => { if (!(--i)) h(); };
        for (let j = 0; j < len; j++) {
          if (c[j].state === 0) throw Error('Can only use join with sticky channels.');
          c[j].subscribe(f);
        }
        if (!len) h();
      },
      create(type) { return (channel[type] = new Channel(type, false)); },
      createSticky(type) { return (channel[type] = new Channel(type, true)); },
      deviceReadyChannelsArray: [],
      deviceReadyChannelsMap: {},
      waitForInitialization(feature) {
        if (feature) {
          const c = channel[feature] || this.createSticky(feature);
          this.deviceReadyChannelsMap[feature] = c;
          this.deviceReadyChannelsArray.push(c);
        }
      },
      initializationComplete(feature) {
        const c = this.deviceReadyChannelsMap[feature];
        if (c) c.fire();
      },
    };
    function checkSubscriptionArgument(argument) {
      if (typeof argument !== 'function' && typeof argument.handleEvent !== 'function') {
        throw new Error('Must provide a function or an EventListener object implementing the handleEvent interface.');
      }
    }
    Channel.prototype.subscribe = function (eventListenerOrFunction, eventListener) {
      checkSubscriptionArgument(eventListenerOrFunction);
      let handleEvent, guid;
      if (eventListenerOrFunction && typeof eventListenerOrFunction === 'object') {
        handleEvent = eventListenerOrFunction.handleEvent;
        eventListener = eventListenerOrFunction;
      } else handleEvent = eventListenerOrFunction;
      if (this.state === 2) { handleEvent.apply(eventListener || this, this.fireArgs); return; }
      guid = eventListenerOrFunction.observer_guid;
      if (typeof eventListener === 'object') handleEvent = utils.close(eventListener, handleEvent);
      if (!guid) guid = '' + nextGuid++;
      handleEvent.observer_guid = guid;
      eventListenerOrFunction.observer_guid = guid;
      if (!this.handlers[guid]) {
        this.handlers[guid] = handleEvent;
        this.numHandlers++;
        if (this.numHandlers === 1 && this.onHasSubscribersChange) this.onHasSubscribersChange();
      }
    };
    Channel.prototype.unsubscribe = function (eventListenerOrFunction) {
      checkSubscriptionArgument(eventListenerOrFunction);
      const guid = eventListenerOrFunction.observer_guid;
      if (this.handlers[guid]) {
        delete this.handlers[guid];
        this.numHandlers--;
        if (this.numHandlers === 0 && this.onHasSubscribersChange) this.onHasSubscribersChange();
      }
    };
    Channel.prototype.fire = function (e) {
      const fireArgs = Array.prototype.slice.call(arguments);
      if (this.state === 1) { this.state = 2; this.fireArgs = fireArgs; }
      if (this.numHandlers) {
        const toCall = Object.keys(this.handlers).map((k) => this.handlers[k]);
        for (const handler of toCall) handler.apply(this, fireArgs);
        if (this.state === 2 && this.numHandlers) { this.numHandlers = 0; this.handlers = {}; if (this.onHasSubscribersChange) this.onHasSubscribersChange(); }
      }
    };
    channel.createSticky('onDOMContentLoaded');
    channel.createSticky('onNativeReady');
    channel.createSticky('onCordovaReady');
    channel.createSticky('onPluginsReady');
    channel.createSticky('onDeviceReady');
    channel.create('onResume');
    channel.create('onPause');
    channel.waitForInitialization('onCordovaReady');
    channel.waitForInitialization('onDOMContentLoaded');
    module.exports = channel;
  });

  // MARK: cordova/exec: the native services jshost emulates

  define('cordova/exec', function (require, exports, module) {
    const warned = new Set();
    function exec(success, fail, service, action, args) {
      args = args || [];
      let answer = null;
      if (!services[service] && String(service).indexOf(SALESFORCE + '.') === 0) Object.assign(services, salesforce().services);
      const handler = services[service] && services[service][action];
      if (handler) {
        try {
          answer = { ok: true, value: handler.apply(null, args) };
        } catch (error) {
          answer = { ok: false, value: error && error.message ? error.message : String(error) };
        }
      }
      if (!answer) {
        const key = service + '.' + action;
        if (!warned.has(key)) {
          warned.add(key);
          native.warn("cordova.exec: jshost has no native side for the plugin service '" + service + "' (action '" + action + "'); its error callback gets \"Class not found\"");
        }
        answer = { ok: false, value: 'Class not found' };
      }
      // Native answers arrive asynchronously, as from the bridge.
      const callback = answer.ok ? success : fail;
      if (typeof callback === 'function' && !answer.none) setTimeout(() => callback(answer.value), 0);
    }
    exec.nativeFetchMessages = () => '';
    exec.nativeEvalAndFetch = (fn) => fn();
    exec.nativeCallback = () => {};
    module.exports = exec;
  });

  // MARK: cordova/platform, cordova/modulemapper, cordova/pluginloader

  define('cordova/platform', function (require, exports, module) {
    module.exports = {
      get id() { return native.platform(); },
      cordovaVersion: native.version,
      bootstrap() { require('cordova/channel').onNativeReady.fire(); },
    };
  });
  define('cordova/modulemapper', function (require, exports) {
    const builder = require('cordova/builder');
    const moduleMap = define.moduleMap;
    let symbolList, deprecationMap;
    exports.reset = () => { symbolList = []; deprecationMap = {}; };
    function addEntry(strategy, moduleName, symbolPath, opt_deprecationMessage) {
      if (!(moduleName in moduleMap)) throw new Error('Module ' + moduleName + ' does not exist.');
      symbolList.push(strategy, moduleName, symbolPath);
      if (opt_deprecationMessage) deprecationMap[symbolPath] = opt_deprecationMessage;
    }
    exports.clobbers = (m, p, d) => addEntry('c', m, p, d);
    exports.merges = (m, p, d) => addEntry('m', m, p, d);
    exports.defaults = (m, p, d) => addEntry('d', m, p, d);
    exports.runs = (m) => addEntry('r', m, null);
    function prepareNamespace(symbolPath, context) {
      if (!symbolPath) return context;
      return symbolPath.split('.').reduce((cur, part) => (cur[part] = cur[part] || {}), context);
    }
    exports.mapModules = function (context) {
      const origSymbols = {};
      context.CDV_origSymbols = origSymbols;
      for (let i = 0, len = symbolList.length; i < len; i += 3) {
        const strategy = symbolList[i], moduleName = symbolList[i + 1];
        const module = require(moduleName);
        if (strategy === 'r') continue;
        const symbolPath = symbolList[i + 2];
        const lastDot = symbolPath.lastIndexOf('.');
        const namespace = symbolPath.substr(0, lastDot), lastName = symbolPath.substr(lastDot + 1);
        const deprecationMsg = symbolPath in deprecationMap ? 'Access made to deprecated symbol: ' + symbolPath + '.' : null;
        const parentObj = prepareNamespace(namespace, context);
        const target = parentObj[lastName];
        if (strategy === 'm' && target) builder.recursiveMerge(target, module);
        else if ((strategy === 'd' && !target) || strategy !== 'd') {
          if (!(symbolPath in origSymbols)) origSymbols[symbolPath] = target;
          builder.assignOrWrapInDeprecateGetter(parentObj, lastName, module, deprecationMsg);
        }
      }
    };
    exports.getOriginalSymbol = function (context, symbolPath) {
      const origSymbols = context.CDV_origSymbols;
      if (origSymbols && symbolPath in origSymbols) return origSymbols[symbolPath];
      let obj = context;
      for (const part of symbolPath.split('.')) obj = obj && obj[part];
      return obj;
    };
    exports.reset();
  });
  define('cordova/pluginloader', function (require, exports) {
    const modulemapper = require('cordova/modulemapper');
    exports.injectScript = function (url, onload, onerror) {
      const script = document.createElement('script');
      script.onload = onload;
      script.onerror = onerror;
      script.src = url;
      document.head.appendChild(script);
    };
    function injectIfNecessary(id, url, onload, onerror) {
      onerror = onerror || onload;
      if (id in define.moduleMap) onload();
      else exports.injectScript(url, () => { if (id in define.moduleMap) onload(); else onerror(); }, onerror);
    }
    function onScriptLoadingComplete(moduleList, finishPluginLoading) {
      for (const module of moduleList) {
        if (!(module.id in define.moduleMap)) continue; // its file was missing (a warning said so)
        for (const symbol of module.clobbers || []) modulemapper.clobbers(module.id, symbol);
        for (const symbol of module.merges || []) modulemapper.merges(module.id, symbol);
        if (module.runs) modulemapper.runs(module.id);
      }
      finishPluginLoading();
    }
    function handlePluginsObject(path, moduleList, finishPluginLoading) {
      let scriptCounter = moduleList.length;
      if (!scriptCounter) { finishPluginLoading(); return; }
      const scriptLoadedCallback = () => { if (!--scriptCounter) onScriptLoadingComplete(moduleList, finishPluginLoading); };
      for (const module of moduleList) {
        // A plugin jshost emulates keeps jshost's implementation (its JS would call into a native side that is not here).
        if (module.pluginId && emulated(module.pluginId) && !(module.id in define.moduleMap) && emulatedFactory(module)) {
          define(module.id, emulatedFactory(module));
        }
        injectIfNecessary(module.id, path + module.file, scriptLoadedCallback);
      }
    }
    function findCordovaPath() {
      const scripts = document.getElementsByTagName('script');
      const term = '/cordova.js';
      for (let n = scripts.length - 1; n > -1; n--) {
        const src = scripts[n].src.replace(/\?.*$/, '');
        if (src.indexOf(term) === src.length - term.length) return src.substring(0, src.length - term.length) + '/';
      }
      return null;
    }
    exports.load = function (callback) {
      let pathPrefix = findCordovaPath();
      if (pathPrefix === null) pathPrefix = document && document.URL && document.URL !== 'about:blank' ? new URL('./', document.URL).href : '';
      if (!('cordova/plugin_list' in define.moduleMap) && !native.hasFile(pathPrefix + 'cordova_plugins.js')) {
        // No cordova_plugins.js beside cordova.js: jshost's own list of the plugins it emulates.
        define('cordova/plugin_list', function (require, exports, module) {
          module.exports = Object.keys(emulatedPlugins).map((pluginId) => {
            const p = emulatedPlugins[pluginId];
            return { id: p.id, file: p.file, pluginId, clobbers: p.clobbers };
          }).concat(salesforce().plugin.modules.map((m) => ({ id: m.id, file: m.file, pluginId: SALESFORCE, clobbers: m.clobbers.slice() })));
          module.exports.metadata = {};
          for (const pluginId of Object.keys(emulatedPlugins)) module.exports.metadata[pluginId] = emulatedPlugins[pluginId].version;
          module.exports.metadata[SALESFORCE] = salesforce().plugin.version;
        });
      }
      injectIfNecessary('cordova/plugin_list', pathPrefix + 'cordova_plugins.js', () => {
        const moduleList = require('cordova/plugin_list');
        handlePluginsObject(pathPrefix, moduleList, callback);
      }, callback);
    };
  });

  // MARK: cordova (src/cordova.js)

  const channel = require('cordova/channel');
  const platform = require('cordova/platform');
  const documentEventHandlers = {};
  const windowEventHandlers = {};
  const m_document_addEventListener = document.addEventListener;
  const m_document_removeEventListener = document.removeEventListener;
  const m_window_addEventListener = g.addEventListener;
  const m_window_removeEventListener = g.removeEventListener;
  const hide = (object, name, value) => Object.defineProperty(object, name, { value, writable: true, configurable: true, enumerable: false });
  // The document's and the window's add/removeEventListener (cordova.js does the four alike):
  // an event a cordova channel carries goes to the channel, any other to the original method.
  const route = (target, handlers, name, original, channelMethod) => hide(target, name, function (evt, handler, capture) {
    const e = String(evt).toLowerCase();
    if (typeof handlers[e] !== 'undefined') handlers[e][channelMethod](handler);
    else original.call(target, evt, handler, capture);
  });
  route(document, documentEventHandlers, 'addEventListener', m_document_addEventListener, 'subscribe');
  route(g, windowEventHandlers, 'addEventListener', m_window_addEventListener, 'subscribe');
  route(document, documentEventHandlers, 'removeEventListener', m_document_removeEventListener, 'unsubscribe');
  route(g, windowEventHandlers, 'removeEventListener', m_window_removeEventListener, 'unsubscribe');
  function createEvent(type, data) {
    const event = document.createEvent('Events');
    event.initEvent(type, false, false);
    if (data) for (const i in data) if (Object.prototype.hasOwnProperty.call(data, i)) event[i] = data[i];
    return event;
  }
  const cordova = {
    define,
    require,
    version: native.version,
    platformVersion: native.version,
    get platformId() { return native.platform(); },
    plugins: { email },
    addWindowEventHandler: (event) => (windowEventHandlers[event] = channel.create(event)),
    addStickyDocumentEventHandler: (event) => (documentEventHandlers[event] = channel.createSticky(event)),
    addDocumentEventHandler: (event) => (documentEventHandlers[event] = channel.create(event)),
    removeWindowEventHandler(event) { delete windowEventHandlers[event]; },
    removeDocumentEventHandler(event) { delete documentEventHandlers[event]; },
    getOriginalHandlers() {
      return { document: { addEventListener: m_document_addEventListener, removeEventListener: m_document_removeEventListener },
        window: { addEventListener: m_window_addEventListener, removeEventListener: m_window_removeEventListener } };
    },
    fireDocumentEvent(type, data, bNoDetach) {
      const evt = createEvent(type, data);
      if (typeof documentEventHandlers[type] !== 'undefined') {
        if (bNoDetach) documentEventHandlers[type].fire(evt);
        else setTimeout(() => {
          // Listeners added before cordova.js ran were added to the document itself.
          if (type === 'deviceready') document.dispatchEvent(evt);
          documentEventHandlers[type].fire(evt);
        }, 0);
      } else document.dispatchEvent(evt);
    },
    fireWindowEvent(type, data) {
      const evt = createEvent(type, data);
      if (typeof windowEventHandlers[type] !== 'undefined') setTimeout(() => windowEventHandlers[type].fire(evt), 0);
      else g.dispatchEvent(evt);
    },
    callbackId: Math.floor(Math.random() * 2000000000),
    callbacks: {},
    callbackStatus: { NO_RESULT: 0, OK: 1, CLASS_NOT_FOUND_EXCEPTION: 2, ILLEGAL_ACCESS_EXCEPTION: 3, INSTANTIATION_EXCEPTION: 4,
      MALFORMED_URL_EXCEPTION: 5, IO_EXCEPTION: 6, INVALID_ACTION: 7, JSON_EXCEPTION: 8, ERROR: 9 },
    callbackSuccess(callbackId, args) { cordova.callbackFromNative(callbackId, true, args.status, [args.message], args.keepCallback); },
    callbackError(callbackId, args) { cordova.callbackFromNative(callbackId, false, args.status, [args.message], args.keepCallback); },
    callbackFromNative(callbackId, isSuccess, status, args, keepCallback) {
      const callback = cordova.callbacks[callbackId];
      if (callback) {
        if (isSuccess && status === cordova.callbackStatus.OK) callback.success && callback.success.apply(null, args);
        else if (!isSuccess) callback.fail && callback.fail.apply(null, args);
        if (!keepCallback) delete cordova.callbacks[callbackId];
      }
    },
    addConstructor(func) {
      channel.onCordovaReady.subscribe(() => { try { func(); } catch (e) { g.console.log('Failed to run constructor: ' + e); } });
    },
  };
  define('cordova', function (require, exports, module) { module.exports = cordova; });
  require('cordova'); // built once, so the module's exports are this object
  cordova.exec = require('cordova/exec');

  // MARK: init (src/common/init.js)

  const modulemapper = require('cordova/modulemapper');
  const pluginloader = require('cordova/pluginloader');
  channel.onPause = cordova.addDocumentEventHandler('pause');
  channel.onResume = cordova.addDocumentEventHandler('resume');
  channel.onActivated = cordova.addDocumentEventHandler('activated');
  channel.onDeviceReady = cordova.addStickyDocumentEventHandler('deviceready');
  modulemapper.clobbers('cordova', 'cordova');
  modulemapper.clobbers('cordova/exec', 'cordova.exec');
  modulemapper.clobbers('cordova/exec', 'Cordova.exec');
  platform.bootstrap();

  let started = false;
  return {
    cordova,
    /// The page has been parsed and its scripts ran: load the plugins, then
    /// (all channels fired) deviceready, once.
    start() {
      if (started) return;
      started = true;
      channel.onDOMContentLoaded.fire();
      // As init.js: after a turn, so plugin JS appended to cordova.js is defined first.
      setTimeout(() => pluginloader.load(() => channel.onPluginsReady.fire()), 0);
      channel.join(() => {
        modulemapper.mapModules(g);
        channel.onCordovaReady.fire();
        channel.join(() => cordova.fireDocumentEvent('deviceready'), channel.deviceReadyChannelsArray);
      }, [channel.onNativeReady, channel.onPluginsReady]);
    },
    fireDocumentEvent: (type, data) => cordova.fireDocumentEvent(type, data),
    /// deviceready has fired.
    get ready() { return channel.onDeviceReady.state === 2; },
  };
})
