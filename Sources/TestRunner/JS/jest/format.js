// Jest's value printing (docs/testing.md): what pretty-format prints for the
// values in matcher messages (`min` form, as `Expected: …` / `Received: …` lines)
// and in diffs (the indented form, `Object {` / `Array [`). Keys are sorted,
// strings are double-quoted, asymmetric matchers print as Jest names them.
// Adds `jest.format = {print, stringify, printExpected, printReceived, …}`.
(function (jest) {
  'use strict';
  var toString = Object.prototype.toString;

  function isAsymmetric(v) { return v !== null && typeof v === 'object' && typeof v.asymmetricMatch === 'function' && v.$$typeof === ASYMMETRIC; }
  var ASYMMETRIC = Symbol.for('jest.asymmetricMatcher');

  function constructorName(v) {
    var proto = Object.getPrototypeOf(v);
    if (proto === null) return 'Object';
    return (v.constructor && v.constructor.name) || 'Object';
  }
  function printString(s, config) { return config && config.escapeString === false ? '"' + s + '"' : '"' + s.replace(/"|\\/g, '\\$&') + '"'; }
  function printNumber(n) { return Object.is(n, -0) ? '-0' : String(n); }
  function printFunction(f, named) { return named === false ? '[Function]' : '[Function ' + (f.name || 'anonymous') + ']'; }
  function printSymbol(s) { return String(s).replace(/^Symbol\((.*)\)(.*)$/, 'Symbol($1)'); }
  function printKey(k, config) { return typeof k === 'symbol' ? printSymbol(k) : printString(k, config); }

  function basic(v, config) {
    var named = !config || config.printFunctionName !== false;
    if (v === true || v === false) return '' + v;
    if (v === undefined) return 'undefined';
    if (v === null) return 'null';
    var t = typeof v;
    if (t === 'number') return printNumber(v);
    if (t === 'bigint') return v + 'n';
    if (t === 'string') return printString(v, config);
    if (t === 'function') return printFunction(v, named);
    if (t === 'symbol') return printSymbol(v);
    var tag = toString.call(v);
    if (tag === '[object WeakMap]') return 'WeakMap {}';
    if (tag === '[object WeakSet]') return 'WeakSet {}';
    if (tag === '[object Function]' || tag === '[object GeneratorFunction]') return printFunction(v, named);
    if (tag === '[object Symbol]') return printSymbol(v);
    if (tag === '[object Date]') return isNaN(+v) ? 'Date { NaN }' : Date.prototype.toISOString.call(v);
    if (tag === '[object Error]' || v instanceof Error) return '[' + Error.prototype.toString.call(v) + ']';
    if (tag === '[object RegExp]') {
      var source = RegExp.prototype.toString.call(v);
      return config && config.escapeRegex ? source.replace(/[\\^$*+?.()|[\]{}]/g, '\\$&') : source;
    }
    return null;
  }

  var arrayTags = /^\[object (Arguments|Array|ArrayBuffer|DataView|Float32Array|Float64Array|Int8Array|Int16Array|Int32Array|Uint8Array|Uint8ClampedArray|Uint16Array|Uint32Array|BigInt64Array|BigUint64Array)\]$/;

  function keysOf(v) {
    var keys = Object.keys(v).sort();
    Object.getOwnPropertySymbols(v).forEach(function (s) {
      if (Object.getOwnPropertyDescriptor(v, s).enumerable) keys.push(s);
    });
    return keys;
  }

  // config: {min, indent: '  ', maxDepth}
  function print(v, config, indentation, depth, refs) {
    if (config.mocks && typeof v === 'function' && v._isMockFunction === true) return printMock(v, config, indentation, depth, refs);
    var b = basic(v, config);
    if (b !== null) return b;
    if (refs.indexOf(v) >= 0) return '[Circular]';
    refs = refs.concat([v]);
    depth++;
    var hitMax = depth > config.maxDepth;
    var min = config.min;
    if (isAsymmetric(v)) return printAsymmetric(v, config, indentation, depth, refs);
    if (typeof v.toJSON === 'function' && config.callToJSON && !(v instanceof Date)) {
      return print(v.toJSON(), config, indentation, depth - 1, refs);
    }
    var tag = toString.call(v);
    if (tag === '[object Arguments]') {
      return hitMax ? '[Arguments]' : (min ? '' : 'Arguments ') + '[' + listItems(v, config, indentation, depth, refs) + ']';
    }
    if (arrayTags.test(tag)) {
      var name = v.constructor ? v.constructor.name : 'Array';
      if (hitMax) return '[' + name + ']';
      var items = tag === '[object ArrayBuffer]' ? new Uint8Array(v) : tag === '[object DataView]' ? new Uint8Array(v.buffer, v.byteOffset, v.byteLength) : v;
      return (min || (config.printBasicPrototype === false && name === 'Array') ? '' : name + ' ') + '[' + listItems(items, config, indentation, depth, refs) + ']';
    }
    if (tag === '[object Map]') {
      return hitMax ? '[Map]' : 'Map {' + entries(Array.from(v.entries()), config, indentation, depth, refs, ' => ') + '}';
    }
    if (tag === '[object Set]') {
      return hitMax ? '[Set]' : 'Set {' + listItems(Array.from(v.values()), config, indentation, depth, refs, true) + '}';
    }
    var cname = constructorName(v);
    if (hitMax) return '[' + cname + ']';
    return (min || (config.printBasicPrototype === false && cname === 'Object') ? '' : cname + ' ') + '{' + properties(v, config, indentation, depth, refs) + '}';
  }

  // jest-snapshot's mock serializer: `[MockFunction name] { "calls": …, "results": … }`.
  function printMock(v, config, indentation, depth, refs) {
    var name = v.getMockName();
    var out = '[MockFunction' + (name === 'jest.fn()' ? '' : ' ' + name) + ']';
    if (v.mock.calls.length === 0) return out;
    var inner = indentation + config.indent, outer = config.min ? '' : '\n';
    return out + ' {' + outer + inner + '"calls": ' + print(v.mock.calls, config, inner, depth, refs) + (config.min ? ', ' : ',') +
      outer + inner + '"results": ' + print(v.mock.results, config, inner, depth, refs) + (config.min ? '' : ',') + outer + indentation + '}';
  }

  function listItems(list, config, indentation, depth, refs) {
    if (!list.length) return '';
    var inner = indentation + config.indent, out = [];
    for (var i = 0; i < list.length; i++) out.push(print(list[i], config, inner, depth, refs));
    if (config.min) return out.join(', ');
    return '\n' + out.map(function (s) { return inner + s + ','; }).join('\n') + '\n' + indentation;
  }
  function entries(pairs, config, indentation, depth, refs, separator) {
    if (!pairs.length) return '';
    var inner = indentation + config.indent;
    var out = pairs.map(function (p) { return print(p[0], config, inner, depth, refs) + separator + print(p[1], config, inner, depth, refs); });
    if (config.min) return ' ' + out.join(', ') + ' ';
    return '\n' + out.map(function (s) { return inner + s + ','; }).join('\n') + '\n' + indentation;
  }
  function properties(v, config, indentation, depth, refs) {
    var keys = keysOf(v);
    if (!keys.length) return '';
    var inner = indentation + config.indent;
    var out = keys.map(function (k) { return printKey(k, config) + ': ' + print(v[k], config, inner, depth, refs); });
    if (config.min) return out.join(', ');
    return '\n' + out.map(function (s) { return inner + s + ','; }).join('\n') + '\n' + indentation;
  }
  function printAsymmetric(v, config, indentation, depth, refs) {
    var name = v.toString();
    if (name === 'ArrayContaining' || name === 'ArrayNotContaining') {
      return depth > config.maxDepth ? '[' + name + ']' : name + ' [' + listItems(v.sample, config, indentation, depth, refs) + ']';
    }
    if (name === 'ObjectContaining' || name === 'ObjectNotContaining') {
      return depth > config.maxDepth ? '[' + name + ']' : name + ' {' + properties(v.sample, config, indentation, depth, refs) + '}';
    }
    if (name === 'StringMatching' || name === 'StringNotMatching' || name === 'StringContaining' || name === 'StringNotContaining') {
      return name + ' ' + print(v.sample, config, indentation, depth, refs);
    }
    if (typeof v.toAsymmetricMatcher !== 'function') throw new Error('Asymmetric matcher ' + v.constructor.name + ' does not implement toAsymmetricMatcher()');
    return v.toAsymmetricMatcher();
  }

  function format(v, options) {
    options = options || {};
    var indent = options.indent === undefined ? 2 : options.indent;
    return print(v, { min: !!options.min, indent: options.min ? '' : ' '.repeat(indent), maxDepth: options.maxDepth === undefined ? Infinity : options.maxDepth,
                      callToJSON: options.callToJSON !== false, printFunctionName: options.printFunctionName !== false,
                      escapeRegex: !!options.escapeRegex, mocks: !!options.mocks,
                      escapeString: options.escapeString !== false, printBasicPrototype: options.printBasicPrototype !== false }, '', 0, []);
  }
  // jest-matcher-utils' stringify: the one-line form, depth halved while too long.
  function stringify(v, maxDepth, maxWidth) {
    maxDepth = maxDepth === undefined ? 10 : maxDepth;
    maxWidth = maxWidth === undefined ? 10000 : maxWidth;
    var result;
    try { result = format(v, { min: true, maxDepth: maxDepth }); }
    catch (e) { result = format(v, { min: true, maxDepth: maxDepth, callToJSON: false }); }
    if (result.length >= maxWidth && maxDepth > 1) return stringify(v, Math.floor(maxDepth / 2), maxWidth);
    return result;
  }
  function trailing(s) { return s.replace(/\s+$/gm, function (m) { return m.replace(/[^\n]/g, '·'); }); }

  jest.format = {
    ASYMMETRIC: ASYMMETRIC,
    isAsymmetric: isAsymmetric,
    format: format,
    stringify: stringify,
    printReceived: function (v) { return trailing(stringify(v)); },
    printExpected: function (v) { return trailing(stringify(v)); },
    // The indented form a diff compares.
    pretty: function (v) { return format(v, { min: false }); },
    constructorName: constructorName
  };
})
