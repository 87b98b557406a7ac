// Basics, evaluated at start-up: performance, Date virtualised over host.dateNow,
// queueMicrotask (if missing), and the lazy loading of the other pieces (their globals
// are placeholders until first use). Exports shared.defineGlobal(name, value) and
// shared.loadPrelude(name).
(function (host, shared) {
  'use strict';
  function defineGlobal(name, value) {
    Object.defineProperty(globalThis, name, { value: value, writable: true, configurable: true, enumerable: false });
  }
  function hide(obj, names) {
    for (var i = 0; i < names.length; i++) {
      var d = Object.getOwnPropertyDescriptor(obj, names[i]);
      if (d) { d.enumerable = false; Object.defineProperty(obj, names[i], d); }
    }
  }
  shared.defineGlobal = defineGlobal;

  var OrigDate = Date;

  // ---- performance ----
  var timeOrigin = host.dateNow() - host.now();
  var performance = {
    now: function now() { return host.now(); },
    get timeOrigin() { return timeOrigin; },
    toJSON: function toJSON() { return { timeOrigin: timeOrigin }; }
  };
  Object.defineProperty(performance, Symbol.toStringTag, { value: 'Performance', configurable: true });
  hide(performance, ['now', 'timeOrigin', 'toJSON']);
  defineGlobal('performance', performance);

  // ---- Date over host.dateNow (virtual-time aware) ----
  var DatePrototype = OrigDate.prototype;
  var VirtualDate = function Date(a, b, c, d, e, f, g) {
    if (new.target === undefined) return new OrigDate(host.dateNow()).toString();
    var args = arguments.length === 0 ? [host.dateNow()] : Array.prototype.slice.call(arguments);
    return Reflect.construct(OrigDate, args, new.target);
  };
  Object.defineProperty(VirtualDate, 'prototype', { value: DatePrototype, writable: false, enumerable: false, configurable: false });
  Object.defineProperty(VirtualDate, 'now', { value: function now() { return Math.floor(host.dateNow()); }, writable: true, configurable: true, enumerable: false });
  Object.defineProperty(VirtualDate, 'parse', { value: OrigDate.parse, writable: true, configurable: true, enumerable: false });
  Object.defineProperty(VirtualDate, 'UTC', { value: OrigDate.UTC, writable: true, configurable: true, enumerable: false });
  Object.defineProperty(DatePrototype, 'constructor', { value: VirtualDate, writable: true, configurable: true, enumerable: false });
  defineGlobal('Date', VirtualDate);

  // ---- lazily loaded pieces ----
  // With host.loadPrelude(name) (see docs/prelude.md), the pieces of Prelude.lazySources are not
  // evaluated at start-up: their globals are accessors that load the piece (and the pieces it
  // depends on) on first use, then become ordinary data properties.
  if (typeof host.loadPrelude === 'function') {
    var lazyPieces = [
      ['structured.js', [], ['DOMException', 'structuredClone', 'crypto']],
      ['process.js', [], ['process']],
      ['encoding.js', ['structured.js'], ['TextEncoder', 'TextDecoder', 'atob', 'btoa']],
      ['url.js', ['encoding.js'], ['URL', 'URLSearchParams']],
      ['fetch.js', ['structured.js', 'encoding.js', 'url.js'],
        ['Event', 'EventTarget', 'AbortController', 'AbortSignal', 'Headers', 'Request', 'Response', 'fetch']]
    ];
    var loaded = {};
    var assigned = new Map();  // globals the script assigned before their piece was loaded
    var loadPiece = function (name) {
      if (loaded[name]) return;
      loaded[name] = true;
      var entry = lazyPieces.filter(function (p) { return p[0] === name; })[0];
      entry[1].forEach(loadPiece);
      entry[2].forEach(function (g) {
        var d = Object.getOwnPropertyDescriptor(globalThis, g);
        if (d && d.get && d.get.lazyPrelude) delete globalThis[g];
      });
      var piece = host.loadPrelude(name);
      piece(host, shared);
      entry[2].forEach(function (g) { if (assigned.has(g)) defineGlobal(g, assigned.get(g)); });
    };
    shared.loadPrelude = loadPiece;
    // Plain loops at start-up (forEach is a builtin compiled on first use).
    var lazyGlobal = function (entry, g) {
      if (Object.prototype.hasOwnProperty.call(globalThis, g)) return;
      var get = function () { loadPiece(entry[0]); return globalThis[g]; };
      get.lazyPrelude = true;
      Object.defineProperty(globalThis, g, {
        get: get,
        set: function (v) { assigned.set(g, v); defineGlobal(g, v); },
        configurable: true, enumerable: false
      });
    };
    for (var p = 0; p < lazyPieces.length; p++) {
      for (var q = 0; q < lazyPieces[p][2].length; q++) lazyGlobal(lazyPieces[p], lazyPieces[p][2][q]);
    }
  }

  // ---- queueMicrotask (only when the host has not installed one) ----
  if (typeof globalThis.queueMicrotask !== 'function') {
    var resolved;
    defineGlobal('queueMicrotask', function queueMicrotask(callback) {
      if (typeof callback !== 'function') {
        throw new TypeError('The "callback" argument must be of type function. Received ' + shared.inspect(callback));
      }
      // An exception thrown by callback rejects the derived promise; the host reports it
      // through its unhandled-rejection callback.
      (resolved || (resolved = Promise.resolve())).then(function () { callback(); });
    });
  }
})
