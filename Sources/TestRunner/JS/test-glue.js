// The JavaScript half of `jshost test` (docs/testing.md): `describe`/`test`
// registration, the plan the Swift runner executes, and `simulate` over the
// natives the runner provides. `expect` is Jest's (jest/expect.js), which the
// Jest layer installs over this API at once (JestLayer.swift).
//
// The source is a function expression `(function (natives) { … })`; it
// returns `{api, plan, describeError}`. Natives: `prelude` (the prelude's
// shared object, whose `inspect` loads the full console on first use), `file` (the
// test file's absolute path), `displayFile` (as reported), `push`,
// `respond`, `appState`, `advance`, `effects`, `clearEffects`, `render`.
(function (natives) {
  'use strict';
  // Read on first use: most test files never format a value, and util.inspect is ~45 KB.
  function inspect(value, options) { return natives.prelude.inspect(value, options); }
  var testFile = natives.file;
  var displayFile = natives.displayFile;

  // MARK: registration

  function newSuite(name, parent, mode) {
    return { id: nextSuiteId++, name: name, parent: parent, children: [], beforeAll: [], afterAll: [],
             beforeEach: [], afterEach: [], mode: mode };
  }
  var nextSuiteId = 0;
  var root = newSuite('', null, 'normal');
  var current = root;
  var hasOnly = false;
  var collecting = true;

  function checkCollecting(api, name) {
    if (!collecting) {
      throw new Error(api + '(' + JSON.stringify(String(name)) + ') was called while tests run; declare tests and hooks at the top level or inside describe()');
    }
  }
  function nameOf(name) { return typeof name === 'function' ? (name.name || '<anonymous>') : String(name); }

  function addSuite(name, fn, mode) {
    checkCollecting('describe', name);
    if (typeof fn !== 'function') throw new TypeError('describe(' + JSON.stringify(nameOf(name)) + ', fn) needs a function as its second argument');
    var suite = newSuite(nameOf(name), current, mode);
    if (mode === 'only') hasOnly = true;
    current.children.push({ suite: suite });
    var previous = current;
    current = suite;
    try {
      var result = fn();
      if (result && typeof result.then === 'function') {
        throw new TypeError('describe(' + JSON.stringify(suite.name) + ') returned a promise: describe callbacks must be synchronous (put async set-up in beforeAll)');
      }
    } finally {
      current = previous;
    }
  }
  function addTest(name, fn, timeout, mode) {
    checkCollecting('test', name);
    if (mode !== 'todo' && typeof fn !== 'function') {
      throw new TypeError('test(' + JSON.stringify(nameOf(name)) + ', fn) needs a function as its second argument');
    }
    if (mode === 'only') hasOnly = true;
    current.children.push({ test: { name: nameOf(name), fn: fn, timeout: typeof timeout === 'number' ? timeout : undefined, mode: mode } });
  }
  function hook(kind) {
    return function (fn, timeout) {
      checkCollecting(kind, '');
      if (typeof fn !== 'function') throw new TypeError(kind + '(fn) needs a function');
      current[kind].push({ fn: fn, timeout: typeof timeout === 'number' ? timeout : undefined });
    };
  }

  function describe(name, fn) { addSuite(name, fn, 'normal'); }
  describe.only = function (name, fn) { addSuite(name, fn, 'only'); };
  describe.skip = function (name, fn) { addSuite(name, fn, 'skip'); };
  function test(name, fn, timeout) { addTest(name, fn, timeout, 'normal'); }
  test.only = function (name, fn, timeout) { addTest(name, fn, timeout, 'only'); };
  test.skip = function (name, fn, timeout) { addTest(name, fn, timeout, 'skip'); };
  test.todo = function (name) { addTest(name, undefined, undefined, 'todo'); };

  // A callback that takes `done` finishes when done() is called.
  function wrap(fn) {
    if (typeof fn !== 'function' || fn.length === 0) return fn;
    return function () {
      return new Promise(function (resolve, reject) {
        function done(error) { if (error) reject(error); else resolve(); }
        done.fail = function (error) { reject(error instanceof Error ? error : new Error(String(error))); };
        fn.call(undefined, done);
      });
    };
  }

  // MARK: the plan the runner executes

  function suiteNames(suite) {
    var names = [];
    for (var s = suite; s && s !== root; s = s.parent) names.unshift(s.name);
    return names;
  }
  // `filter`: a text the full name (`a > b`) must contain, others left out entirely;
  // `namePattern`: Jest's -t, a RegExp the name (`a b`) must match, others skipped.
  function plan(filter, namePattern) {
    collecting = false;
    function walk(suite, skipped, only, ids, beforeEach, afterEach) {
      skipped = skipped || suite.mode === 'skip';
      only = only || suite.mode === 'only';
      ids = ids.concat([suite.id]);
      beforeEach = beforeEach.concat(suite.beforeEach.map(function (h) { return { fn: wrap(h.fn), timeout: h.timeout }; }));
      afterEach = suite.afterEach.map(function (h) { return { fn: wrap(h.fn), timeout: h.timeout }; }).concat(afterEach);
      var entries = [];
      var runnable = false;
      suite.children.forEach(function (child) {
        if (child.suite) {
          var sub = walk(child.suite, skipped, only, ids, beforeEach, afterEach);
          if (sub.runnable) runnable = true;
          entries = entries.concat(sub.ops);
          return;
        }
        var t = child.test;
        var names = suiteNames(suite).concat([t.name]);
        if (filter && names.join(' > ').indexOf(filter) < 0) return;
        var skip = skipped || t.mode === 'skip' || t.mode === 'todo' || (hasOnly && !(only || t.mode === 'only')) ||
                   (namePattern && !namePattern.test(names.join(' ')));
        if (!skip) runnable = true;
        entries.push({ op: 'test', names: names, fn: wrap(t.fn), timeout: t.timeout, skip: skip, todo: t.mode === 'todo',
                       suites: ids, beforeEach: beforeEach, afterEach: afterEach });
      });
      var ops = [];
      if (runnable) {
        suite.beforeAll.forEach(function (h) { ops.push({ op: 'beforeAll', fn: wrap(h.fn), timeout: h.timeout, suite: suite.id, names: suiteNames(suite) }); });
      }
      ops = ops.concat(entries);
      if (runnable) {
        suite.afterAll.forEach(function (h) { ops.push({ op: 'afterAll', fn: wrap(h.fn), timeout: h.timeout, suite: suite.id, names: suiteNames(suite) }); });
      }
      return { ops: ops, runnable: runnable };
    }
    return walk(root, false, false, [], [], []).ops;
  }

  // MARK: locations and errors

  var frame = /^(?:(.*)@)?(.+):(\d+):(\d+)$/;
  function frames(stack) {
    if (typeof stack !== 'string') return [];
    return stack.split('\n').map(function (line) {
      var m = frame.exec(line.trim());
      return m ? { fn: m[1] || '', file: m[2], line: +m[3], column: +m[4], text: line.trim() } : null;
    }).filter(Boolean);
  }
  function show(file) { return file === testFile ? displayFile : file; }
  // The first frame in the test file; else the first outside jshost itself.
  function locate(stack) {
    var all = frames(stack);
    var chosen = all.filter(function (f) { return f.file === testFile; })[0] ||
                 all.filter(function (f) { return f.file.indexOf('jshost:') !== 0 && f.file !== '[native code]'; })[0];
    return chosen ? show(chosen.file) + ':' + chosen.line + ':' + chosen.column : null;
  }
  function userStack(stack) {
    return frames(stack).filter(function (f) { return f.file.indexOf('jshost:') !== 0; })
      .map(function (f) { return (f.fn ? f.fn + '@' : '') + show(f.file) + ':' + f.line + ':' + f.column; }).join('\n');
  }
  function ExpectationError(message, location) {
    var error = new Error(message);
    error.name = 'ExpectationError';
    error.location = location;
    error.isExpectation = true;
    return error;
  }
  function describeError(error) {
    if (error && typeof error === 'object' && error.isExpectation === true) {
      return { message: String(error.message), location: error.location || null, stack: '' };
    }
    var isError = error instanceof Error || (error && typeof error === 'object' && typeof error.message === 'string' && 'stack' in error);
    var message = isError ? (error.name ? error.name + ': ' : '') + error.message : 'thrown: ' + inspect(error);
    var stack = isError ? error.stack : undefined;
    var location = locate(stack);
    if (!location && isError && typeof error.sourceURL === 'string' && error.line) {
      location = show(error.sourceURL) + ':' + error.line + (error.column ? ':' + error.column : '');
    }
    return { message: message, location: location, stack: userStack(stack) };
  }

  // MARK: equality

  function isAsymmetric(v) { return v !== null && typeof v === 'object' && typeof v.asymmetricMatch === 'function'; }
  var hasOwn = Object.prototype.hasOwnProperty;
  function ownKeys(o, strict) {
    return Object.keys(o).filter(function (k) { return strict || o[k] !== undefined; });
  }
  function equals(a, b, strict, seenA, seenB) {
    if (isAsymmetric(b)) return b.asymmetricMatch(a);
    if (isAsymmetric(a)) return a.asymmetricMatch(b);
    if (Object.is(a, b)) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (strict && Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
    if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && Object.is(a.getTime(), b.getTime());
    if (a instanceof RegExp || b instanceof RegExp) return String(a) === String(b);
    if (a instanceof Error && b instanceof Error) return a.message === b.message && a.name === b.name;
    seenA = seenA || []; seenB = seenB || [];
    for (var i = 0; i < seenA.length; i++) if (seenA[i] === a) return seenB[i] === b;
    seenA.push(a); seenB.push(b);
    try {
      if (a instanceof Map || b instanceof Map) {
        if (!(a instanceof Map && b instanceof Map) || a.size !== b.size) return false;
        var ok = true;
        a.forEach(function (v, k) { if (ok && (!b.has(k) || !equals(v, b.get(k), strict, seenA, seenB))) ok = false; });
        return ok;
      }
      if (a instanceof Set || b instanceof Set) {
        if (!(a instanceof Set && b instanceof Set) || a.size !== b.size) return false;
        var bs = Array.from(b);
        return Array.from(a).every(function (v) { return b.has(v) || bs.some(function (w) { return equals(v, w, strict, seenA, seenB); }); });
      }
      if (Array.isArray(a)) {
        if (a.length !== b.length) return false;
        for (var j = 0; j < a.length; j++) {
          if (strict && (j in a) !== (j in b)) return false;
          if (!equals(a[j], b[j], strict, seenA, seenB)) return false;
        }
        return true;
      }
      var ka = ownKeys(a, strict), kb = ownKeys(b, strict);
      if (ka.length !== kb.length) return false;
      return ka.every(function (k) { return hasOwn.call(b, k) && equals(a[k], b[k], strict, seenA, seenB); });
    } finally {
      seenA.pop(); seenB.pop();
    }
  }
  // `received` has at least what `expected` has (recursively); arrays match element by element.
  function matchesObject(received, expected) {
    if (isAsymmetric(expected)) return expected.asymmetricMatch(received);
    if (Object.is(received, expected)) return true;
    if (expected instanceof RegExp && typeof received === 'string') return expected.test(received);
    if (typeof expected !== 'object' || expected === null || typeof received !== 'object' || received === null) return false;
    if (expected instanceof Date || expected instanceof RegExp || expected instanceof Map || expected instanceof Set) return equals(received, expected, false);
    if (Array.isArray(expected)) {
      return Array.isArray(received) && received.length === expected.length &&
        expected.every(function (e, i) { return matchesObject(received[i], e); });
    }
    return Object.keys(expected).every(function (k) {
      return (k in Object(received) || expected[k] === undefined) && matchesObject(received[k], expected[k]);
    });
  }

  // MARK: formatting

  function fmt(value) { return inspect(value, { depth: 6, breakLength: Infinity }); }

  // The caller's file:line:column, for failure messages.
  function callSite() { return locate(new Error().stack); }

  // MARK: simulate

  function effectMatches(effect, filter) {
    if (filter === undefined || filter === null) return true;
    if (typeof filter === 'string') return effect.kind === filter;
    if (typeof filter === 'function') return !!filter(effect);
    return matchesObject(effect, filter);
  }
  function checkMs(ms, api) {
    if (typeof ms !== 'number' || !(ms >= 0)) throw new TypeError('simulate.' + api + '(ms) expects a number of milliseconds ≥ 0');
  }
  function lifeMs(ms, api) {
    if (typeof ms === 'string') {
      var value = natives.duration(ms);
      if (value === null) throw new TypeError('simulate.' + api + "(duration) expects milliseconds or a duration such as '30s', '12h', '1d', '1d12h', got '" + ms + "'");
      return value;
    }
    checkMs(ms, api);
    return ms;
  }
  function optional(value) { return value === undefined || value === null ? null : String(value); }
  // A promise that settles in a later macrotask: awaiting it lets promise
  // continuations (async handlers) run first.
  // The device's own setTimeout, kept: jest.useFakeTimers replaces the global one.
  var deviceSetTimeout = setTimeout;
  function later() { return new Promise(function (resolve) { deviceSetTimeout(resolve, 0); }); }
  var simulate = {
    push: function (payload, options) {
      options = options || {};
      var text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      if (typeof text !== 'string') throw new TypeError('simulate.push(payload) expects a payload object or JSON text');
      return natives.push(text, optional(options.id), optional(options.format), optional(options.platform));
    },
    tap: function (id, action, options) {
      if (action === undefined) throw new TypeError('simulate.tap(id, action) needs an action id');
      natives.respond(String(id), String(action), optional(options && options.text));
      return later();
    },
    open: function (id) { natives.respond(String(id), 'default', null); return later(); },
    dismiss: function (id) { natives.respond(String(id), 'dismiss', null); return later(); },
    // Presses the button titled `label` on the oldest open dialog that has one (alert,
    // navigator.notification, Alert.alert, WL.SimpleDialog), running its callback.
    press: function (label) {
      if (typeof label !== 'string') throw new TypeError('simulate.press(label) expects the title of a dialog button');
      natives.press(label);
      return later();
    },
    // A tap on the page's element `selector` matches, and typing `value` into a field: the
    // events a WebView fires (touch, pointer, mouse, focus, click; focus, input, change).
    click: function (selector) {
      if (typeof selector !== 'string') throw new TypeError('simulate.click(selector) expects a CSS selector of the page');
      natives.userInput('click', selector);
      return later();
    },
    input: function (selector, value) {
      if (typeof selector !== 'string' || value === undefined) throw new TypeError('simulate.input(selector, value) expects a CSS selector of the page and the text typed');
      natives.userInput('input', selector, String(value));
      return later();
    },
    // Loads a MobileFirst adapter's -impl.js (relative to this test file) beside the app; its
    // procedures are the returned object's methods: adapter.submitNotification('alice', 'Hi').
    // What they send with WL.Server is pushed to this device.
    adapter: function (path) {
      if (typeof path !== 'string') throw new TypeError("simulate.adapter(path) expects the path of an adapter's -impl.js, relative to the test file");
      var name = natives.loadAdapter(path);
      return new Proxy({ name: name }, {
        get: function (target, key) {
          if (typeof key !== 'string' || key === 'name' || key === 'then') return target[key];
          return function () { return natives.invokeProcedure(name, key, Array.prototype.slice.call(arguments)); };
        }
      });
    },
    appState: function (state) { natives.appState(String(state)); },
    // The rows of `jshost matrix` for this payload: both platforms × foreground, background,
    // terminated, each on a fresh device with the app's entry loaded ({entry} relative to
    // this test file, else package.json's main); {tap} limits the taps to one action.
    matrix: function (payload, options) {
      options = options || {};
      var text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      if (typeof text !== 'string') throw new TypeError('simulate.matrix(payload) expects a payload object or JSON text');
      return JSON.parse(natives.matrix(text, optional(options.entry), optional(options.tap), optional(options.format)));
    },
    // Loads an HTML page (path relative to this test file) into the file's global scope, as a
    // Cordova WebView does: its scripts in order, DOMContentLoaded, load, deviceready. Returns `document`.
    loadPage: function (path) {
      if (typeof path !== 'string') throw new TypeError('simulate.loadPage(path) expects the path of an HTML page, relative to the test file');
      return natives.loadPage(path);
    },
    advance: function (ms) {
      ms = lifeMs(ms, 'advance');
      natives.advance(ms);
      return later();
    },
    // The app's life (docs/testing.md, "The app's life"): mount the root component the app
    // registered (AppRegistry.registerComponent, registerRootComponent), unmount it, or
    // launch the quit app with a tap on a notification: the app is quit, the notification
    // arrives, the tap ({tap}: an action id, default the body) launches it, and the root
    // mounts after the tap was delivered, as on a phone.
    mount: function () { natives.mount(true); return later(); },
    unmount: function () { natives.mount(false); return later(); },
    launch: function (options) {
      options = options || {};
      natives.appState('terminated');
      natives.mount(true);
      if (options.notification === undefined || options.notification === null) {
        natives.appState('foreground');
        return later();
      }
      var id = simulate.push(options.notification, { id: options.id, platform: options.platform });
      natives.respond(String(id), String(options.tap === undefined ? 'default' : options.tap), null);
      return later();
    },
    advanceAsync: function (ms) {
      ms = lifeMs(ms, 'advanceAsync');
      return new Promise(function (resolve) { natives.advanceLater(ms, resolve); });
    },
    settle: function () { return later(); },
    effects: function (filter) {
      return JSON.parse(natives.effects()).filter(function (effect) { return effectMatches(effect, filter); });
    },
    expectEffect: function (partial) {
      var site = callSite();
      var all = JSON.parse(natives.effects());
      var found = all.filter(function (effect) { return effectMatches(effect, partial); })[0];
      if (!found) {
        var lines = all.length ? all.map(function (effect) { return '  ' + JSON.stringify(effect); }).join('\n') : '  (none)';
        throw ExpectationError('simulate.expectEffect(expected)\n\nExpected an effect matching: ' + fmt(partial) +
                               '\nEffects recorded:\n' + lines, site);
      }
      return found;
    },
    clearEffects: function () { natives.clearEffects(); },
    // The HTML of a displayed notification as the platform draws it (every view, light and
    // dark), for a snapshot; `{page: true}` for a whole page with its CSS.
    render: function (id, options) {
      return natives.render(id === undefined || id === null ? null : String(id), !!(options && options.page));
    }
  };

  var api = {
    describe: describe, test: test, it: test,
    beforeAll: hook('beforeAll'), afterAll: hook('afterAll'), beforeEach: hook('beforeEach'), afterEach: hook('afterEach'),
    simulate: simulate
  };
  Object.keys(api).forEach(function (name) {
    Object.defineProperty(globalThis, name, { value: api[name], writable: true, configurable: true, enumerable: false });
  });
  return { api: api, plan: plan, describeError: describeError };
})
