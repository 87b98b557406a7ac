// Module mocking, the basics of Jest's: jest.mock(name, factory) — hoisted inside each module
// as babel-jest does, by the module compiler (JestCompilation.swift) — jest.doMock (not
// hoisted), jest.unmock / dontMock, jest.requireActual, jest.requireMock, and __mocks__ folders
// (next to a file, used by jest.mock(name); in the roots, used for packages and built-ins
// without one, and for packages that are not installed at all). The registry of mocks is
// Swift's (ModuleMocks.swift, beside the module registry, as jest-runtime keeps them): the
// module loader asks it before it loads a module, and it calls back here only to run a factory
// or to automock. Names resolve from the module that calls (each module's own `jest`,
// `forFile`). What stays here: automocks (they are made of mock functions) and the checks of
// the calls' arguments. Adds `jest.modules`.
(function (jest) {
  'use strict';
  var natives = jest.natives;

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

  var isolated = false;
  function beginIsolation(name, fn) {
    if (typeof fn !== 'function') throw new TypeError('jest.' + name + '(fn): fn must be a function');
    if (isolated) throw new Error('isolateModules cannot be nested inside another isolateModules or isolateModulesAsync.');
    isolated = true;
    natives.isolateBegin();
    return function end() {
      isolated = false;
      natives.isolateEnd();
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
  function register(name, factory, o, from) {
    if (typeof name !== 'string') throw new TypeError('jest.mock(moduleName, factory): moduleName must be a string');
    natives.mock(name, typeof factory === 'function' ? factory : null, !!(o && o.virtual), from);
  }

  jest.modules = {
    mock: register,
    doMock: register,
    unmock: function (name, from) { natives.unmock(name, from); },
    requireActual: function (name, from) { return natives.requireActual(name, from); },
    requireMock: function (name, from) { return natives.requireMock(name, from); },
    createMockFromModule: function (name, from) { return automock(natives.requireActual(name, from)); },
    automock: function (value) { return automock(value); },
    resetModules: function () { natives.resetModules(); },
    isolateModules: isolateModules,
    isolateModulesAsync: isolateModulesAsync
  };
})
