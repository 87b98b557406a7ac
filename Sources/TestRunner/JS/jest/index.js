// The Jest layer over jshost's test glue (docs/testing.md): the `jest` object,
// Jest's `expect`, test.each / describe.each, xit / xtest / xdescribe / fit /
// fdescribe, test.failing, Jest's rules for test functions (`done` called twice,
// a returned non-promise value, expect.assertions), jest.setTimeout, and the
// `@jest/globals` module. Runs after the other jest/*.js files; `jest.glue` is
// what the test glue returned ({api, plan, describeError}).
(function (jest) {
  'use strict';
  var natives = jest.natives, glue = jest.glue, api = glue.api;
  var F = jest.format, mocker = jest.mocker, timers = jest.timers, expectState = jest.expectState;
  var testFile = natives.file, displayFile = natives.displayFile;

  // MARK: locations (as the glue finds them: the first frame in the test file)

  var frame = /^(?:(.*)@)?(.+):(\d+):(\d+)$/;
  jest.locate = function (stack) {
    if (typeof stack !== 'string') return null;
    var all = stack.split('\n').map(function (line) {
      var m = frame.exec(line.trim());
      return m ? { file: m[2], line: +m[3], column: +m[4] } : null;
    }).filter(Boolean);
    var chosen = all.filter(function (f) { return f.file === testFile; })[0] ||
                 all.filter(function (f) { return f.file.indexOf('jshost:') !== 0 && f.file !== '[native code]'; })[0];
    return chosen ? (chosen.file === testFile ? displayFile : chosen.file) + ':' + chosen.line + ':' + chosen.column : null;
  };

  // MARK: test functions as Jest runs them

  var defaultTimeout;   // jest.setTimeout
  function pretty3(v) { return F.format(v, { min: false, maxDepth: 3 }); }
  function isPromise(v) { return !!v && (typeof v === 'object' || typeof v === 'function') && typeof v.then === 'function'; }
  function isError(v) { return v instanceof Error || (!!v && typeof v === 'object' && typeof v.message === 'string' && typeof v.stack === 'string'); }

  // Calls `fn` as jest-circus does: with `done` when it declares a parameter, and
  // returns a promise (or undefined) the glue awaits. `names` is set for tests.
  function circus(fn, isHook, names) {
    if (typeof fn !== 'function') return fn;
    var wrapped = function () {
      var self = this;
      if (!isHook) expectState.reset(names.join(' '));
      var settled;
      if (fn.length > 0) {
        settled = new Promise(function (resolve, reject) {
          var seenDone = false, completed = false, returned;
          function done(reason) {
            var errorAtDone = new Error();
            if (!completed && seenDone) {
              errorAtDone.message = 'Expected done to be called once, but it was called multiple times.' + (reason ? ' Reason: ' + pretty3(reason) : '');
              reject(errorAtDone);
              throw errorAtDone;
            }
            seenDone = true;
            Promise.resolve().then(function () {
              if (returned !== undefined) {
                return reject(new Error("Test functions cannot both take a 'done' callback and return something. Either use a 'done' callback, or return a promise.\nReturned value: " + pretty3(returned)));
              }
              var error;
              if (isError(reason)) error = reason;
              else { error = errorAtDone; errorAtDone.message = 'Failed: ' + pretty3(reason); }
              if (completed && reason) return;
              completed = true;
              return reason ? reject(error) : resolve();
            });
          }
          done.fail = function (error) { done(error === undefined ? new Error('Failed') : error); };
          returned = fn.call(self, done);
          if (isPromise(returned)) {
            returned.then(undefined, function () {});
            // Jest fails such a test once done is called (above); a promise alone never settles it.
          }
        });
      } else {
        var returned = fn.call(self);
        if (isPromise(returned)) settled = Promise.resolve(returned);
        else if (!isHook && returned !== undefined) {
          throw new Error('test functions can only return Promise or undefined.\nReturned value: ' + pretty3(returned));
        }
      }
      if (isHook) return settled;
      function checkAssertions() {
        var error = expectState.assertionErrors();
        if (error) throw error;
      }
      if (settled) return settled.then(checkAssertions);
      checkAssertions();
    };
    return wrapped;
  }

  function suiteNames() { return currentSuites.slice(); }
  var currentSuites = [];

  var glueTest = api.test, glueDescribe = api.describe;
  function register(kind) {
    return function (name, fn, timeout) {
      var title = typeof name === 'function' ? (name.name || '<anonymous>') : String(name);
      var names = suiteNames().concat([title]);
      var target = kind === 'normal' ? glueTest : glueTest[kind];
      if (kind === 'todo') return glueTest.todo(name);
      if (fn === undefined && kind !== 'skip') {
        throw new Error('Missing second argument. It must be a callback function.');
      }
      if (fn !== undefined && typeof fn !== 'function') {
        throw new Error('Invalid second argument, ' + F.stringify(fn) + '. It must be a callback function.');
      }
      return target(name, circus(fn, false, names), timeout);
    };
  }
  function failing(kind) {
    return function (name, fn, timeout) {
      var inner = circus(fn, false, suiteNames().concat([String(name)]));
      var flipped = function () {
        var ok = function () { throw new Error('Failing test passed even though it was supposed to fail. Remove `.failing` to remove error.'); };
        try {
          var r = inner.call(this);
          if (isPromise(r)) return r.then(ok, function () {});
        } catch (e) { return; }
        ok();
      };
      return (kind === 'normal' ? glueTest : glueTest[kind])(name, flipped, timeout);
    };
  }
  function describeRegister(kind) {
    return function (name, fn) {
      var title = typeof name === 'function' ? (name.name || '<anonymous>') : String(name);
      var target = kind === 'normal' ? glueDescribe : glueDescribe[kind];
      if (typeof fn !== 'function') {
        if (kind === 'skip' && fn === undefined) return;
        throw new Error(fn === undefined ? 'Missing second argument. It must be a callback function.' : 'Invalid second argument, ' + F.stringify(fn) + '. It must be a callback function.');
      }
      return target(name, function () {
        currentSuites.push(title);
        try {
          var r = fn.apply(this, arguments);
          if (r !== undefined && !isPromise(r)) {
            // Jest warns and goes on.
            console.warn('A "describe" callback must not return a value.\nReturning a value from "describe" will fail the test in a future version of Jest.');
          }
          return r;
        } finally { currentSuites.pop(); }
      });
    };
  }

  var test = register('normal');
  test.only = register('only');
  test.skip = register('skip');
  test.todo = function (name) {
    if (arguments.length > 1) throw new Error('Todo must be called with only a description.');
    return glueTest.todo(name);
  };
  test.failing = failing('normal');
  test.only.failing = failing('only');
  test.skip.failing = failing('skip');
  test.each = jest.each(test, true);
  test.only.each = jest.each(test.only, true);
  test.skip.each = jest.each(test.skip, true);
  test.concurrent = test;
  test.concurrent.each = test.each;
  var describe = describeRegister('normal');
  describe.only = describeRegister('only');
  describe.skip = describeRegister('skip');
  describe.each = jest.each(describe, false);
  describe.only.each = jest.each(describe.only, false);
  describe.skip.each = jest.each(describe.skip, false);

  function hook(name) {
    var glueHook = api[name];
    return function (fn, timeout) {
      if (typeof fn !== 'function') {
        throw new Error('Invalid first argument. It must be a callback function.');
      }
      return glueHook(circus(fn, true), timeout);
    };
  }

  // Timeouts: jest.setTimeout sets the default of the tests and hooks that give none.
  var gluePlan = glue.plan;
  glue.plan = function (filter, namePattern) {
    var ops = gluePlan(filter, typeof namePattern === 'string' ? new RegExp(namePattern, 'i') : undefined);
    if (typeof defaultTimeout === 'number') {
      ops.forEach(function (op) {
        if (op.timeout === undefined) op.timeout = defaultTimeout;
        (op.beforeEach || []).concat(op.afterEach || []).forEach(function (h) { if (h.timeout === undefined) h.timeout = defaultTimeout; });
      });
    }
    return ops;
  };

  // Thrown non-errors as Jest prints them: `thrown: "text"`.
  var glueDescribeError = glue.describeError;
  glue.describeError = function (error) {
    var described = glueDescribeError(error);
    if (!isError(error) && !(error && typeof error === 'object' && error.isExpectation === true)) {
      described.message = 'thrown: ' + pretty3(error);
    }
    return described;
  };

  // MARK: simulate follows fake time

  var simulate = api.simulate, simulateAdvance = simulate.advance, simulateAdvanceAsync = simulate.advanceAsync;
  simulate.advance = function (ms) {
    if (!timers.isFake()) return simulateAdvance(ms);
    if (typeof ms !== 'number' || !(ms >= 0)) throw new TypeError('simulate.advance(ms) expects a number of milliseconds ≥ 0');
    timers.tick(ms);
    return simulate.settle();
  };
  simulate.advanceAsync = function (ms) {
    if (!timers.isFake()) return simulateAdvanceAsync(ms);
    if (typeof ms !== 'number' || !(ms >= 0)) throw new TypeError('simulate.advanceAsync(ms) expects a number of milliseconds ≥ 0');
    return timers.tickAsync(ms).then(function () {});
  };

  // MARK: the jest object

  var jestObject = {
    fn: mocker.fn,
    spyOn: mocker.spyOn,
    isMockFunction: mocker.isMockFunction,
    clearAllMocks: function () { mocker.clearAllMocks(); return jestObject; },
    resetAllMocks: function () { mocker.resetAllMocks(); return jestObject; },
    restoreAllMocks: function () { mocker.restoreAllMocks(); return jestObject; },
    mocked: mocker.mocked,
    setTimeout: function (ms) { defaultTimeout = ms; return jestObject; },
    now: timers.now,
    useFakeTimers: function (config) { timers.install(config); return jestObject; },
    useRealTimers: function () { timers.uninstall(); return jestObject; },
    advanceTimersByTime: function (ms) { timers.advanceTimersByTime(ms); },
    advanceTimersByTimeAsync: timers.advanceTimersByTimeAsync,
    advanceTimersToNextTimer: function (steps) { timers.advanceTimersToNextTimer(steps); },
    advanceTimersToNextTimerAsync: timers.advanceTimersToNextTimerAsync,
    runAllTimers: function () { timers.runAllTimers(); },
    runAllTimersAsync: timers.runAllTimersAsync,
    runOnlyPendingTimers: function () { timers.runOnlyPendingTimers(); },
    runOnlyPendingTimersAsync: timers.runOnlyPendingTimersAsync,
    runAllTicks: timers.runAllTicks,
    runAllImmediates: timers.runAllImmediates,
    getTimerCount: timers.getTimerCount,
    clearAllTimers: function () { timers.clearAllTimers(); },
    setSystemTime: function (now) { timers.setSystemTime(now); },
    getRealSystemTime: timers.getRealSystemTime,
    mock: function (name, factory, options) { jest.modules.mock(name, factory, options); return jestObject; },
    doMock: function (name, factory, options) { jest.modules.doMock(name, factory, options); return jestObject; },
    unmock: function (name) { jest.modules.unmock(name); return jestObject; },
    dontMock: function (name) { jest.modules.unmock(name); return jestObject; },
    requireActual: jest.modules.requireActual,
    requireMock: jest.modules.requireMock,
    createMockFromModule: jest.modules.createMockFromModule,
    genMockFromModule: jest.modules.createMockFromModule,
    resetModules: function () {
      jest.modules.resetModules();
      // As jest-runtime does: global mocks are cleared and fake timers dropped.
      Object.keys(globalThis).forEach(function (key) {
        var value;
        try { value = globalThis[key]; } catch (e) { return; }
        if (value && (typeof value === 'object' || typeof value === 'function') && value._isMockFunction === true) value.mockClear();
      });
      if (timers.isFake()) timers.clearAllTimers();
      return jestObject;
    },
    isolateModules: function (fn) { jest.modules.isolateModules(fn); return jestObject; },
    isolateModulesAsync: function (fn) { return jest.modules.isolateModulesAsync(fn); },
    retryTimes: function () { return jestObject; }
  };

  var expect = jest.expect;
  var globals = {
    expect: expect, test: test, it: test, describe: describe,
    xit: test.skip, xtest: test.skip, xdescribe: describe.skip, fit: test.only, fdescribe: describe.only,
    beforeAll: hook('beforeAll'), afterAll: hook('afterAll'), beforeEach: hook('beforeEach'), afterEach: hook('afterEach'),
    jest: jestObject
  };
  Object.keys(globals).forEach(function (name) {
    api[name] = globals[name];
    Object.defineProperty(globalThis, name, { value: globals[name], writable: true, configurable: true, enumerable: false });
  });
  // Jest's environments have Node's `global` (setup files write `global.x = …`).
  if (typeof globalThis.global === 'undefined') {
    Object.defineProperty(globalThis, 'global', { value: globalThis, writable: true, configurable: true, enumerable: false });
  }
  // Node's Buffer, a global in Jest's environments: node-buffer is loaded on the first read
  // (NodeCoreModules.swift), then it is a plain property as in Jest; assigning replaces it. Not
  // enumerable until then, so that jest.resetModules' walk over the globals does not load it.
  function setBuffer(value) {
    Object.defineProperty(globalThis, 'Buffer', { value: value, writable: true, configurable: true, enumerable: true });
  }
  Object.defineProperty(globalThis, 'Buffer', {
    get: function Buffer() { var value = natives.nodeBuffer(); setBuffer(value); return value; },
    set: setBuffer, configurable: true, enumerable: false
  });
  jest.jestObject = jestObject;
  // The `jest` a module sees (jest-runtime's _createJestObjectFor): names in jest.mock,
  // requireActual… resolve from that module; chained calls return it.
  var perFile = new Map();
  jest.modules.forFile = function (path) {
    // The test file's is the global one (what `@jest/globals` exports): its names
    // resolve from the test file already.
    if (path === natives.file) return jestObject;
    var own = perFile.get(path);
    if (own) return own;
    own = Object.create(jestObject);
    // The chainable methods return this module's object (the others are shared as they are).
    ['clearAllMocks', 'resetAllMocks', 'restoreAllMocks', 'setTimeout', 'useFakeTimers', 'useRealTimers', 'resetModules',
      'isolateModules', 'retryTimes'].forEach(function (key) {
      var method = jestObject[key];
      own[key] = function () { var result = method.apply(jestObject, arguments); return result === jestObject ? own : result; };
    });
    function chain(fn) { return function () { fn.apply(null, arguments); return own; }; }
    own.mock = chain(function (name, factory, options) { jest.modules.mock(name, factory, options, path); });
    own.doMock = chain(function (name, factory, options) { jest.modules.doMock(name, factory, options, path); });
    own.unmock = own.dontMock = own.deepUnmock = chain(function (name) { jest.modules.unmock(name, path); });
    own.requireActual = function (name) { return jest.modules.requireActual(name, path); };
    own.requireMock = function (name) { return jest.modules.requireMock(name, path); };
    own.createMockFromModule = own.genMockFromModule = function (name) { return jest.modules.createMockFromModule(name, path); };
    perFile.set(path, own);
    return own;
  };
  // What `@jest/globals` exports.
  jest.globals = globals;
})
