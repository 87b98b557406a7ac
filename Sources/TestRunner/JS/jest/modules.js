// Module mocking, the basics of Jest's: jest.mock(name, factory) — hoisted inside each module
// as babel-jest does, by the module compiler (JestCompilation.swift) — jest.doMock (not
// hoisted), jest.unmock / dontMock, jest.requireActual, and __mocks__ folders (next to a file,
// used by jest.mock(name); in the root, used for packages and built-ins without one, and for
// packages that are not installed at all). Names resolve from the module that calls (each
// module's own `jest`, `forFile`). The module loader asks `replacement(key)` (key: a built-in's
// name or a file's absolute path; an unresolvable package's name) before it loads a module,
// once a mock exists. Adds `jest.modules`.
(function (jest) {
  'use strict';
  var natives = jest.natives;
  var registry = new Map();   // key → {factory, made, exports}
  var enabled = false;

  function isRelative(name) { return name[0] === '.' || name[0] === '/'; }
  // The __mocks__ file for `name` (resolved to `key`): next to the file for a relative
  // module, in a __mocks__ folder of the roots for a package or built-in; or null.
  function mocksFile(name, key) {
    if (isRelative(name)) {
      var slash = key.lastIndexOf('/');
      var candidate = key.slice(0, slash) + '/__mocks__/' + key.slice(slash + 1);
      return natives.fileExists(candidate) ? candidate : null;
    }
    return rootMocks().has(name) ? rootMocks().get(name) : null;
  }
  var rootMockFiles = null;
  function rootMocks() {
    if (!rootMockFiles) rootMockFiles = new Map(JSON.parse(natives.rootMocks()));
    return rootMockFiles;
  }
  function fromFile(path) { return function () { return natives.requireActual(path); }; }

  // Automocks (jest-mock's getMetadata / generateFromMetadata): functions become
  // jest.fn()s keeping their name, classes mock constructors whose prototype methods are
  // mocks (fresh ones on each instance), objects are walked, arrays become empty,
  // primitives stay; a jest.fn() becomes a new one with its implementation.
  var readonly = { 'function': ['arguments', 'caller', 'callee', 'name', 'length'], regexp: ['source', 'global', 'ignoreCase', 'multiline'] };
  function typeOf(v) {
    if (typeof v === 'function') return 'function';
    if (Array.isArray(v)) return 'array';
    if (v instanceof RegExp) return 'regexp';
    if (v === null) return 'null';
    if (v === undefined) return 'undefined';
    if (v instanceof Map || v instanceof Set || v instanceof WeakMap || v instanceof WeakSet) return 'collection';
    if (typeof v === 'object') return 'object';
    return 'constant';
  }
  function slots(object) {
    var found = [];
    var type = typeOf(object);
    while (object != null && object !== Object.prototype && object !== Function.prototype && object !== RegExp.prototype) {
      Object.getOwnPropertyNames(object).forEach(function (prop) {
        if ((readonly[type] || []).indexOf(prop) >= 0) return;
        var d = Object.getOwnPropertyDescriptor(object, prop);
        if ((d && !d.get) || object.__esModule) { if (found.indexOf(prop) < 0) found.push(prop); }
      });
      object = Object.getPrototypeOf(object);
    }
    return found;
  }
  function automock(value, seen) {
    seen = seen || new Map();
    var type = typeOf(value);
    if (type === 'constant' || type === 'collection' || type === 'null' || type === 'undefined') return value;
    if (seen.has(value)) return seen.get(value);
    var mock;
    var isMock = type === 'function' && jest.mocker.isMockFunction(value);
    if (type === 'function') {
      var mocker = jest.mocker;
      mock = mocker.fn();
      if (value.name) Object.defineProperty(mock, 'name', { value: value.name, configurable: true });
      // A module of jest.fn()s (a hand-written mock that moduleNameMapper points at) keeps each
      // one's implementation, as getMetadata's mockImpl does.
      if (isMock && value.getMockImplementation()) mock.mockImplementation(value.getMockImplementation());
      var proto = value.prototype;
      var protoSlots = proto ? slots(proto).filter(function (k) { return k !== 'constructor' && typeof safeGet(proto, k) === 'function'; }) : [];
      if (protoSlots.length) {
        mock.prototype = {};
        protoSlots.forEach(function (k) { mock.prototype[k] = mocker.fn(); });
        mock.prototype.constructor = mock;
        var own = mock;
        // An instance gets its own mocks of the prototype's methods.
        mock.mockImplementation(function () {
          var self = this;
          if (self instanceof own) protoSlots.forEach(function (k) { self[k] = mocker.fn(); });
        });
        // mockReset keeps that behaviour in Jest (it lives in the constructor itself).
      }
    } else if (type === 'array') {
      mock = [];
    } else if (type === 'regexp') {
      mock = new RegExp('');
    } else {
      mock = {};
    }
    seen.set(value, mock);
    if (type === 'array') return mock;
    slots(value).forEach(function (k) {
      if (type === 'function' && k === 'prototype') return;
      // A mock function's mock* methods are left alone (getMetadata skips /^mock/ slots), so
      // the automock's own mockResolvedValue, mockReturnValue, … stay in place.
      if (isMock && /^mock/.test(k)) return;
      var member = safeGet(value, k);
      mock[k] = automock(member, seen);
    });
    return mock;
  }
  function safeGet(o, k) { try { return o[k]; } catch (e) { return undefined; } }

  // The key of `name` asked for from `from`: a package that is not installed but has a
  // root __mocks__ file is known by its name (Jest serves it from there).
  function keyOf(name, from) {
    try {
      return natives.moduleKey(name, from);
    } catch (e) {
      if (!isRelative(name) && rootMocks().has(name)) return name;
      throw e;
    }
  }
  function register(name, factory, virtual, from) {
    if (typeof name !== 'string') throw new TypeError('jest.mock(moduleName, factory): moduleName must be a string');
    // A virtual mock stands for a module that does not exist: its key is its name.
    var key = virtual ? name : keyOf(name, from);
    if (typeof factory !== 'function') {
      // A __mocks__ file, else an automock of the real module.
      var file = mocksFile(name, key);
      factory = file ? fromFile(file) : function () { return automock(natives.requireActual(name, from)); };
    }
    registry.set(key, { factory: factory, made: false, exports: undefined });
    if (!enabled) { natives.enableModuleMocks(); enabled = true; }
  }
  function replacement(key) {
    var entry = registry.get(key);
    // While the factory runs, the module it asks for is the real one.
    if (!entry || entry.making) return undefined;
    if (!entry.made) {
      entry.making = true;
      try { entry.exports = entry.factory(); } finally { entry.making = false; }
      entry.made = true;
    }
    return entry.exports;
  }
  // Files in the roots' __mocks__ folders mock their package (or jshost built-in) for
  // every test file, without a jest.mock call, as Jest does for node_modules packages.
  function start() {
    rootMocks().forEach(function (path, name) {
      // Jest: "core modules are not mocked by default" — `__mocks__/fs.js` needs jest.mock('fs').
      if (natives.isNodeCoreModule(name)) return;
      var key;
      // A package that is not installed is served from here by its name.
      try { key = natives.moduleKey(name); } catch (e) { key = name; }
      if (key.indexOf('/node_modules/') < 0 && key[0] === '/') return;
      if (!registry.has(key)) registry.set(key, { factory: fromFile(path), made: false, exports: undefined });
      if (!enabled) { natives.enableModuleMocks(); enabled = true; }
    });
  }

  // jest.resetModules: every module (and every mock a factory made) is made again on
  // its next require; jest.isolateModules(fn): fn gets a registry of its own, dropped
  // afterwards (as jest-runtime's _isolatedModuleRegistry / _isolatedMockRegistry).
  function forgetMocks() {
    registry.forEach(function (entry) { entry.made = false; entry.exports = undefined; });
  }
  function resetModules() {
    natives.resetModules();
    requiredMocks.clear();
    forgetMocks();
  }
  var isolated = false;
  function saveMocks() {
    var saved = [];
    registry.forEach(function (entry, key) { saved.push([key, entry, entry.made, entry.exports]); });
    return saved;
  }
  function restoreMocks(saved) {
    saved.forEach(function (s) {
      var entry = registry.get(s[0]);
      // A mock registered inside keeps its factory; its module is made again outside.
      if (entry === s[1]) { entry.made = s[2]; entry.exports = s[3]; }
    });
    registry.forEach(function (entry) {
      if (!saved.some(function (s) { return s[1] === entry; })) { entry.made = false; entry.exports = undefined; }
    });
  }
  function beginIsolation(name, fn) {
    if (typeof fn !== 'function') throw new TypeError('jest.' + name + '(fn): fn must be a function');
    if (isolated) throw new Error('isolateModules cannot be nested inside another isolateModules or isolateModulesAsync.');
    isolated = true;
    var saved = saveMocks();
    // Mocks made outside are reused inside; those first made inside are dropped after.
    natives.isolateBegin();
    return function end() {
      isolated = false;
      natives.isolateEnd();
      restoreMocks(saved);
    };
  }
  function isolateModules(fn) {
    var end = beginIsolation('isolateModules', fn);
    try { fn(); } finally { end(); }
  }
  function isolateModulesAsync(fn) {
    var end;
    try { end = beginIsolation('isolateModulesAsync', fn); } catch (e) { return Promise.reject(e); }
    var result;
    try { result = Promise.resolve(fn()); } catch (e) { end(); return Promise.reject(e); }
    return result.then(function (v) { end(); return v; }, function (e) { end(); throw e; });
  }

  // jest.requireMock (jest-runtime's requireMock): the module's mock whether or not it is
  // mocked for require: the registered one (a factory, a __mocks__ file), else the
  // __mocks__ file, else an automock of the real module; made once per registry.
  var requiredMocks = new Map();
  function requireMock(name, from) {
    var key = keyOf(name, from);
    if (registry.has(key)) return replacement(key);
    if (!requiredMocks.has(key)) {
      var file = mocksFile(name, key);
      requiredMocks.set(key, file ? natives.requireActual(file) : automock(natives.requireActual(name, from)));
    }
    return requiredMocks.get(key);
  }

  function options(o) { return !!(o && o.virtual); }
  jest.modules = {
    mock: function (name, factory, o, from) { register(name, factory, options(o), from); },
    doMock: function (name, factory, o, from) { register(name, factory, options(o), from); },
    unmock: function (name, from) { registry.delete(keyOf(name, from)); },
    requireActual: function (name, from) { return natives.requireActual(name, from); },
    requireMock: requireMock,
    createMockFromModule: function (name, from) { return automock(natives.requireActual(name, from)); },
    replacement: replacement,
    resetModules: resetModules,
    isolateModules: isolateModules,
    isolateModulesAsync: isolateModulesAsync,
    start: start
  };
})
