// The `process` global: env behind --allow-env (over host.env / host.envKeys), argv,
// platform, nextTick and an exit that explains itself. Loaded on first use of
// `process` (see basics.js); the natives are installed by ProcessGlobal.swift.
(function (host, shared) {
  'use strict';
  if (typeof globalThis.process !== 'undefined') return;

  // Reads and writes of process.env go through the env permission. Writes stay
  // in this runtime (the host's own environment is never changed).
  var written = Object.create(null);   // name -> string, or undefined when deleted
  function has(name) { return Object.prototype.hasOwnProperty.call(written, name); }
  function read(name) {
    if (has(name)) return written[name];
    return host.env(name);
  }
  function write(name, value) {
    host.env(name); // throws PermissionDenied unless the name is granted
    written[name] = String(value);
    return true;
  }
  var env = new Proxy(Object.create(null), {
    get: function (target, name) {
      if (typeof name === 'symbol') return undefined;
      // Object.prototype's methods (`hasOwnProperty`, `toString`…) are not variables.
      if (name in Object.prototype && !has(name)) return Object.prototype[name];
      return read(name);
    },
    has: function (target, name) {
      if (typeof name === 'symbol') return false;
      return read(name) !== undefined;
    },
    set: function (target, name, value) {
      if (typeof name === 'symbol') return false;
      return write(name, value);
    },
    defineProperty: function (target, name, descriptor) {
      if (typeof name === 'symbol') return false;
      return write(name, descriptor.value);
    },
    deleteProperty: function (target, name) {
      if (typeof name === 'symbol') return true;
      host.env(name);
      written[name] = undefined;
      return true;
    },
    ownKeys: function () {
      var keys = host.envKeys();
      for (var name in written) {
        var index = keys.indexOf(name);
        if (written[name] === undefined) { if (index >= 0) keys.splice(index, 1); }
        else if (index < 0) keys.push(name);
      }
      return keys;
    },
    getOwnPropertyDescriptor: function (target, name) {
      if (typeof name === 'symbol') return undefined;
      var value = read(name);
      if (value === undefined) return undefined;
      return { value: value, writable: true, enumerable: true, configurable: true };
    },
  });

  var argv;
  var process = {
    env: env,
    platform: host.platform,
    nextTick: function nextTick(callback) {
      if (typeof callback !== 'function') throw new TypeError('The "callback" argument must be of type function');
      var args = Array.prototype.slice.call(arguments, 1);
      queueMicrotask(function () { callback.apply(undefined, args); });
    },
    exit: function exit(code) {
      throw new Error('process.exit(' + (code === undefined ? '' : code) + ') is not supported by jshost: ' +
        'a run ends when no timer or request is pending; throw an error to fail it');
    },
  };
  // ['jshost', <main script>], made when first read (the main file is known by then).
  Object.defineProperty(process, 'argv', {
    get: function () { if (argv === undefined) argv = ['jshost', host.mainFile()]; return argv; },
    set: function (value) { argv = value; },
    enumerable: true, configurable: true,
  });
  Object.defineProperty(process, Symbol.toStringTag, { value: 'process', configurable: true });
  Object.defineProperty(globalThis, 'process', { value: process, writable: true, configurable: true, enumerable: false });
})
