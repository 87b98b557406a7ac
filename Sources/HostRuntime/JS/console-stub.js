// The console a context starts with: console.log & co. with only strings,
// numbers, booleans, null and undefined (and no % in the first) print at once;
// anything else - objects, format specifiers, group, table, time... - loads the
// full Node-style console (console.js, ~45 KB of JavaScript) and hands over to
// it for good. shared.inspect / shared.format load it too. Most one-line
// scripts and most handlers never pay for util.inspect.
(function (host, shared) {
  'use strict';
  var full = null;
  function loadFull() {
    if (full === null) {
      host.loadPrelude('console.js')(host, shared);
      full = globalThis.console;
    }
    return full;
  }
  // Plain loops: Array.prototype.forEach is a JavaScript builtin that the engine
  // would compile at start-up just for these few lines.
  function lazyShared(name) {
    Object.defineProperty(shared, name, {
      configurable: true, enumerable: true,
      get: function () { loadFull(); return shared[name]; },
      set: function (value) { Object.defineProperty(shared, name, { value: value, writable: true, configurable: true, enumerable: true }); },
    });
  }
  var sharedNames = ['inspect', 'format', 'formatWithOptions', 'formatError', 'stackLines'];
  for (var k = 0; k < sharedNames.length; k++) lazyShared(sharedNames[k]);
  function plain(args) {
    for (var i = 0; i < args.length; i++) {
      var a = args[i], t = typeof a;
      if (t === 'string') { if (i === 0 && a.indexOf('%') !== -1) return false; }
      else if (t !== 'number' && t !== 'boolean' && a !== null && a !== undefined) return false;
    }
    return true;
  }
  function text(args) {
    var s = '';
    for (var i = 0; i < args.length; i++) {
      var a = args[i];
      if (i > 0) s += ' ';
      s += (a === 0 && 1 / a < 0) ? '-0' : String(a);
    }
    return s;
  }
  var levels = { log: 'log', info: 'info', debug: 'debug', warn: 'warn', error: 'error' };
  var names = ['log', 'info', 'debug', 'warn', 'error', 'trace', 'assert', 'table', 'dir', 'dirxml', 'time', 'timeEnd',
               'timeLog', 'count', 'countReset', 'group', 'groupCollapsed', 'groupEnd'];
  var stub = {};
  function stubMethod(name) {
    var level = levels[name];
    var method = function () {
      if (level !== undefined && full === null && plain(arguments)) { host.print(level, text(arguments)); return; }
      var c = loadFull();
      return c[name].apply(c, arguments);
    };
    Object.defineProperty(method, 'name', { value: name });
    stub[name] = method;
  }
  for (var m = 0; m < names.length; m++) stubMethod(names[m]);
  Object.defineProperty(globalThis, 'console', { value: stub, writable: true, configurable: true, enumerable: false });
})
