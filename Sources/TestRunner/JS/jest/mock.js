// Jest's mock functions (the behaviour of jest-mock's ModuleMocker, reimplemented):
// jest.fn, spyOn (methods, getters/setters), the mock.* record, the mock*
// configuration methods, clear/reset/restore of one or all mocks.
// Adds `jest.mocker = {fn, spyOn, isMockFunction, clearAllMocks, resetAllMocks, restoreAllMocks, mocked}`.
(function (jest) {
  'use strict';
  var states = new WeakMap();   // mock → {calls, contexts, instances, invocationCallOrder, results}
  var configs = new WeakMap();  // mock → {mockImpl, mockName, specificMockImpls}
  var spies = new Set();        // restore functions of spies
  var counter = 1;

  function defaultState() { return { calls: [], contexts: [], instances: [], invocationCallOrder: [], results: [] }; }
  function defaultConfig() { return { mockImpl: undefined, mockName: 'jest.fn()', specificMockImpls: [] }; }
  function ensureState(f) {
    var s = states.get(f);
    if (!s) { s = defaultState(); states.set(f, s); }
    if (s.calls.length > 0) s.lastCall = s.calls[s.calls.length - 1];
    return s;
  }
  function ensureConfig(f) {
    var c = configs.get(f);
    if (!c) { c = defaultConfig(); configs.set(f, c); }
    return c;
  }
  function typeOf(v) { return v == null ? '' + v : typeof v; }

  function withArity(fn, length) {
    var wrappers = [
      function () { return fn.apply(this, arguments); },
      function (a) { return fn.apply(this, arguments); },
      function (a, b) { return fn.apply(this, arguments); },
      function (a, b, c) { return fn.apply(this, arguments); },
      function (a, b, c, d) { return fn.apply(this, arguments); },
      function (a, b, c, d, e) { return fn.apply(this, arguments); },
      function (a, b, c, d, e, f) { return fn.apply(this, arguments); },
      function (a, b, c, d, e, f, g) { return fn.apply(this, arguments); },
      function (a, b, c, d, e, f, g, h) { return fn.apply(this, arguments); },
      function (a, b, c, d, e, f, g, h, i) { return fn.apply(this, arguments); }
    ];
    if (!length) return fn;
    if (length > 9) throw new Error('Mocks with more than 9 arguments are not supported');
    return wrappers[length];
  }

  function makeMock(length, restore) {
    var f;
    var impl = function () {
      var state = ensureState(f), config = ensureConfig(f);
      state.instances.push(this);
      state.contexts.push(this);
      state.calls.push(Array.prototype.slice.call(arguments));
      var result = { type: 'incomplete', value: undefined };
      state.results.push(result);
      state.invocationCallOrder.push(counter++);
      var value, thrown, didThrow = false;
      try {
        var specific = config.specificMockImpls.length ? config.specificMockImpls.shift() : undefined;
        if (specific === undefined) specific = config.mockImpl;
        value = specific ? specific.apply(this, arguments) : undefined;
      } catch (error) {
        thrown = error; didThrow = true;
        throw error;
      } finally {
        result.type = didThrow ? 'throw' : 'return';
        result.value = didThrow ? thrown : value;
      }
      return value;
    };
    var mockConstructor = length ? withArity(impl, length) : function mockConstructor() { return impl.apply(this, arguments); };
    if (length) {
      // keep the name Jest gives: mockConstructor
      Object.defineProperty(mockConstructor, 'name', { value: 'mockConstructor', configurable: true });
    }
    f = mockConstructor;
    f._isMockFunction = true;
    f.getMockImplementation = function () { return ensureConfig(f).mockImpl; };
    if (typeof restore === 'function') spies.add(restore);
    states.set(f, defaultState());
    configs.set(f, defaultConfig());
    Object.defineProperty(f, 'mock', {
      configurable: false, enumerable: true,
      get: function () { return ensureState(f); },
      set: function (v) { states.set(f, v); }
    });
    f.mockClear = function () { states.delete(f); return f; };
    f.mockReset = function () { f.mockClear(); configs.delete(f); return f; };
    f.mockRestore = function () { f.mockReset(); return restore ? restore() : undefined; };
    f.mockImplementationOnce = function (fn) { ensureConfig(f).specificMockImpls.push(fn); return f; };
    f.mockImplementation = function (fn) { ensureConfig(f).mockImpl = fn; return f; };
    f.mockReturnValueOnce = function (v) { return f.mockImplementationOnce(function () { return v; }); };
    f.mockResolvedValueOnce = function (v) { return f.mockImplementationOnce(function () { return Promise.resolve(v); }); };
    f.mockRejectedValueOnce = function (v) { return f.mockImplementationOnce(function () { return Promise.reject(v); }); };
    f.mockReturnValue = function (v) { return f.mockImplementation(function () { return v; }); };
    f.mockResolvedValue = function (v) { return f.mockImplementation(function () { return Promise.resolve(v); }); };
    f.mockRejectedValue = function (v) { return f.mockImplementation(function () { return Promise.reject(v); }); };
    f.mockReturnThis = function () { return f.mockImplementation(function () { return this; }); };
    f.mockName = function (name) { if (name) ensureConfig(f).mockName = name; return f; };
    f.getMockName = function () { return ensureConfig(f).mockName || 'jest.fn()'; };
    f.withImplementation = function (fn, callback) {
      var config = ensureConfig(f);
      var previous = config.mockImpl, previousOnce = config.specificMockImpls;
      config.mockImpl = fn;
      config.specificMockImpls = [];
      var result = callback();
      function back() { config.mockImpl = previous; config.specificMockImpls = previousOnce; }
      if (result && typeof result.then === 'function') return result.then(back);
      back();
    };
    return f;
  }

  function fn(implementation) {
    var f = makeMock(implementation ? implementation.length : 0);
    if (implementation) f.mockImplementation(implementation);
    return f;
  }

  function isMockFunction(f) { return typeof f === 'function' && f._isMockFunction === true; }

  function spyOn(object, methodKey, accessType) {
    if (accessType) return spyOnProperty(object, methodKey, accessType);
    if (typeof object !== 'object' && typeof object !== 'function') {
      throw new Error('Cannot spyOn on a primitive value; ' + typeOf(object) + ' given');
    }
    if (!object) throw new Error('spyOn could not find an object to spy upon for ' + String(methodKey));
    if (!methodKey) throw new Error('No property name supplied');
    var original = object[methodKey];
    if (!isMockFunction(original)) {
      if (typeof original !== 'function') {
        throw new Error('Cannot spy the ' + String(methodKey) + ' property because it is not a function; ' + typeOf(original) + ' given instead');
      }
      var isOwner = Object.prototype.hasOwnProperty.call(object, methodKey);
      var descriptor = Object.getOwnPropertyDescriptor(object, methodKey);
      var proto = Object.getPrototypeOf(object);
      while (!descriptor && proto !== null) { descriptor = Object.getOwnPropertyDescriptor(proto, methodKey); proto = Object.getPrototypeOf(proto); }
      var mock;
      if (descriptor && descriptor.get) {
        var originalGet = descriptor.get;
        mock = makeMock(0, function () { descriptor.get = originalGet; Object.defineProperty(object, methodKey, descriptor); });
        descriptor.get = function () { return mock; };
        Object.defineProperty(object, methodKey, descriptor);
      } else {
        mock = makeMock(0, function () { if (isOwner) object[methodKey] = original; else delete object[methodKey]; });
        if (descriptor && !descriptor.writable && descriptor.configurable && isOwner) {
          Object.defineProperty(object, methodKey, { value: mock, writable: true, configurable: true, enumerable: descriptor.enumerable });
          mock = object[methodKey];
        } else {
          object[methodKey] = mock;
        }
      }
      mock.mockImplementation(function () { return original.apply(this, arguments); });
    }
    return object[methodKey];
  }

  function spyOnProperty(object, key, accessType) {
    accessType = accessType || 'get';
    if (typeof object !== 'object' && typeof object !== 'function') {
      throw new Error('Cannot spyOn on a primitive value; ' + typeOf(object) + ' given');
    }
    if (!object) throw new Error('spyOn could not find an object to spy upon for ' + String(key));
    if (!key) throw new Error('No property name supplied');
    var descriptor = Object.getOwnPropertyDescriptor(object, key);
    var proto = Object.getPrototypeOf(object);
    while (!descriptor && proto !== null) { descriptor = Object.getOwnPropertyDescriptor(proto, key); proto = Object.getPrototypeOf(proto); }
    if (!descriptor) throw new Error(String(key) + ' property does not exist');
    if (!descriptor.configurable) throw new Error(String(key) + ' is not declared configurable');
    if (!descriptor[accessType]) throw new Error('Property ' + String(key) + ' does not have access type ' + accessType);
    var original = descriptor[accessType];
    if (!isMockFunction(original)) {
      descriptor[accessType] = makeMock(0, function () { descriptor[accessType] = original; Object.defineProperty(object, key, descriptor); });
      descriptor[accessType].mockImplementation(function () { return original.apply(this, arguments); });
    }
    Object.defineProperty(object, key, descriptor);
    return descriptor[accessType];
  }

  jest.mocker = {
    fn: fn,
    spyOn: spyOn,
    isMockFunction: isMockFunction,
    clearAllMocks: function () { states = new WeakMap(); },
    resetAllMocks: function () { configs = new WeakMap(); states = new WeakMap(); },
    restoreAllMocks: function () { spies.forEach(function (restore) { restore(); }); spies = new Set(); },
    mocked: function (v) { return v; }
  };
})
