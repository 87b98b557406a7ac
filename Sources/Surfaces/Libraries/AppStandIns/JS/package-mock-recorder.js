// A package's own Jest mock standing in for its native module in `run`: every function of
// its exports (and of its default export) is wrapped so that each call is a `native` effect
// {module, method, args}, then answers as the mock does. natives.nativeCall(module, method,
// argsJSON) records one. Returns wrap(exports, packageName).
(function (natives) {
  'use strict';
  function argumentsJSON(args) {
    try {
      return JSON.stringify(args, (key, value) => typeof value === 'function' ? '[Function]' : value === undefined ? null : value);
    } catch (error) {
      return JSON.stringify(args.map(String));
    }
  }
  function wrapFunction(fn, module, method, owner) {
    const wrapped = function (...args) {
      natives.nativeCall(module, method, argumentsJSON(args));
      return fn.apply(this === undefined ? owner : this, args);
    };
    Object.defineProperty(wrapped, 'name', { value: method, configurable: true });
    // jest.fn()'s own members (mockReturnValue, mock.calls…) stay reachable.
    for (const key of Object.keys(fn)) wrapped[key] = fn[key];
    return wrapped;
  }
  function wrapObject(object, module) {
    if (object === null || typeof object !== 'object') return object;
    const out = {};
    for (const key of Object.keys(object)) {
      const value = object[key];
      out[key] = typeof value === 'function' ? wrapFunction(value, module, key, object) : value;
    }
    return out;
  }
  return function wrap(exports, module) {
    if (typeof exports === 'function') return wrapFunction(exports, module, 'default', undefined);
    if (exports === null || typeof exports !== 'object') return exports;
    const out = wrapObject(exports, module);
    if (exports.__esModule) {
      Object.defineProperty(out, '__esModule', { value: true });
      if (exports.default && typeof exports.default === 'object') out.default = wrapObject(exports.default, module);
      else if (typeof exports.default === 'function') out.default = wrapFunction(exports.default, module, 'default', undefined);
    }
    return out;
  };
})
