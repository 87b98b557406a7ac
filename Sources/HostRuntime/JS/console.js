// Console: Node 20-style formatting (util.inspect / util.format) over host.print.
// Exports shared.inspect(value, options), shared.format(...args),
// shared.formatWithOptions(options, ...args) and shared.formatError(error).
// See docs/prelude.md for what differs from Node.
(function (host, shared) {
  'use strict';
  var ObjectToString = Object.prototype.toString;
  var hasOwn = Object.prototype.hasOwnProperty;
  var isEnumerable = Object.prototype.propertyIsEnumerable;
  var getProto = Object.getPrototypeOf;
  var getDesc = Object.getOwnPropertyDescriptor;
  var FunctionToString = Function.prototype.toString;
  var DateGetTime = Date.prototype.getTime;
  var DateToISOString = Date.prototype.toISOString;
  var RegExpToString = RegExp.prototype.toString;
  var ErrorToString = Error.prototype.toString;
  var TypedArrayProto = getProto(Uint8Array.prototype);
  var typedArrayTag = getDesc(TypedArrayProto, Symbol.toStringTag).get;
  var arrayBufferByteLength = getDesc(ArrayBuffer.prototype, 'byteLength').get;
  var MapHas = Map.prototype.has, SetHas = Set.prototype.has;
  var customInspect = Symbol.for('nodejs.util.inspect.custom');
  var keyStrRegExp = /^[a-zA-Z_][a-zA-Z_0-9]*$/;
  var numberRegExp = /^(0|[1-9][0-9]*)$/;
  var builtInObjects;  // names of the built-in constructors, computed on first use
  function isBuiltIn(name) {
    if (!builtInObjects) {
      builtInObjects = new Set(['Object', 'Function', 'Array', 'Number', 'Boolean', 'String', 'Symbol', 'Date',
        'Promise', 'RegExp', 'Error', 'AggregateError', 'EvalError', 'RangeError', 'ReferenceError', 'SyntaxError',
        'TypeError', 'URIError', 'ArrayBuffer', 'Uint8Array', 'Int8Array', 'Uint16Array', 'Int16Array',
        'Uint32Array', 'Int32Array', 'Float32Array', 'Float64Array', 'Uint8ClampedArray', 'BigUint64Array',
        'BigInt64Array', 'DataView', 'Map', 'BigInt', 'Set', 'WeakMap', 'WeakSet', 'Proxy', 'Reflect',
        'FinalizationRegistry', 'WeakRef', 'SharedArrayBuffer', 'Float16Array', 'Iterator']);
    }
    return builtInObjects.has(name);
  }

  var defaultOptions = {
    showHidden: false, depth: 2, customInspect: true, maxArrayLength: 100,
    maxStringLength: 10000, breakLength: 80, compact: 3, sorted: false
  };

  function brand(fn, v) { try { fn.call(v); return true; } catch (e) { return false; } }
  function isDate(v) { return ObjectToString.call(v) === '[object Date]' && brand(DateGetTime, v); }
  function isRegExp(v) { return ObjectToString.call(v) === '[object RegExp]' && v instanceof RegExp; }
  function isError(v) { return v instanceof Error || ObjectToString.call(v) === '[object Error]'; }
  function isMap(v) { try { MapHas.call(v); return true; } catch (e) { return false; } }
  function isSet(v) { try { SetHas.call(v); return true; } catch (e) { return false; } }
  function isTypedArray(v) { return typedArrayTag.call(v) !== undefined; }
  function isArrayBuffer(v) { return brand(arrayBufferByteLength, v); }

  // ---- strings ----
  var meta;
  function initMeta() {
    meta = [];
    for (var i = 0; i < 0xa0; i++) {
      meta[i] = (i < 0x20 || i >= 0x7f) ? '\\x' + (i < 16 ? '0' : '') + i.toString(16).toUpperCase() : '';
    }
    meta[8] = '\\b'; meta[9] = '\\t'; meta[10] = '\\n'; meta[12] = '\\f'; meta[13] = '\\r';
    meta[39] = "\\'"; meta[92] = '\\\\';
  }
  var escTest = /[\x00-\x1f\x27\x5c\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
  var escTestSingle = /[\x00-\x1f\x5c\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
  function strEscape(str) {
    var test = escTest, quote = 39;
    if (str.indexOf("'") !== -1) {
      if (str.indexOf('"') === -1) quote = -1;
      else if (str.indexOf('`') === -1 && str.indexOf('${') === -1) quote = -2;
      if (quote !== 39) test = escTestSingle;
    }
    var result = str;
    if (test.test(str)) {
      if (!meta) initMeta();
      result = '';
      var last = 0;
      for (var i = 0; i < str.length; i++) {
        var c = str.charCodeAt(i);
        if (c === quote || c === 92 || c < 32 || (c > 126 && c < 160)) {
          result += str.slice(last, i) + meta[c];
          last = i + 1;
        } else if (c >= 0xd800 && c <= 0xdfff) {
          if (c <= 0xdbff && i + 1 < str.length) {
            var d = str.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff) { i++; continue; }
          }
          result += str.slice(last, i) + '\\u' + c.toString(16);
          last = i + 1;
        }
      }
      result += str.slice(last);
    }
    if (quote === -1) return '"' + result + '"';
    if (quote === -2) return '`' + result + '`';
    return "'" + result + "'";
  }

  function formatNumber(n) { return Object.is(n, -0) ? '-0' : '' + n; }
  function formatPrimitive(ctx, value) {
    switch (typeof value) {
      case 'string': {
        var trailer = '';
        if (value.length > ctx.maxStringLength) {
          var remaining = value.length - ctx.maxStringLength;
          value = value.slice(0, ctx.maxStringLength);
          trailer = '... ' + remaining + ' more character' + (remaining > 1 ? 's' : '');
        }
        return strEscape(value) + trailer;
      }
      case 'number': return formatNumber(value);
      case 'bigint': return value + 'n';
      case 'boolean': return '' + value;
      case 'undefined': return 'undefined';
      default: return value.toString();  // symbol
    }
  }

  // ---- constructor names, prefixes ----
  function getConstructorName(obj) {
    var tmp = obj;
    var first;
    var guard = 0;
    while (obj && guard++ < 1000) {
      var desc = getDesc(obj, 'constructor');
      if (desc !== undefined && typeof desc.value === 'function' && desc.value.name !== '') {
        var ok = false;
        try { ok = tmp instanceof desc.value; } catch (e) { ok = false; }
        if (ok) return String(desc.value.name);
      }
      obj = getProto(obj);
      if (first === undefined) first = obj;
    }
    if (first === null) return null;
    return 'Object';
  }
  function getPrefix(constructor, tag, fallback, size) {
    size = size || '';
    if (constructor === null) {
      if (tag !== '' && fallback !== tag) return '[' + fallback + size + ': null prototype] [' + tag + '] ';
      return '[' + fallback + size + ': null prototype] ';
    }
    if (tag !== '' && constructor !== tag) return constructor + size + ' [' + tag + '] ';
    return constructor + size + ' ';
  }
  function getKeys(value, showHidden) {
    var keys;
    var symbols = Object.getOwnPropertySymbols(value);
    if (showHidden) {
      keys = Object.getOwnPropertyNames(value);
      if (symbols.length !== 0) keys.push.apply(keys, symbols);
    } else {
      keys = Object.keys(value);
      for (var i = 0; i < symbols.length; i++) if (isEnumerable.call(value, symbols[i])) keys.push(symbols[i]);
    }
    return keys;
  }
  function getNonIndexKeys(value, showHidden) {
    var keys = getKeys(value, showHidden);
    var out = [];
    for (var i = 0; i < keys.length; i++) {
      var k = keys[i];
      if (typeof k === 'string' && numberRegExp.test(k) && +k < 4294967295) continue;
      out.push(k);
    }
    return out;
  }

  function functionKind(fn) {
    var p = getProto(fn);
    var c = p && p.constructor && p.constructor.name;
    if (c === 'AsyncFunction' || c === 'GeneratorFunction' || c === 'AsyncGeneratorFunction') return c;
    return 'Function';
  }
  function getFunctionBase(value, constructor, tag) {
    var s = '';
    try { s = FunctionToString.call(value); } catch (e) {}
    if (s.slice(0, 5) === 'class' && s.slice(-1) === '}') {
      var name = (hasOwn.call(value, 'name') && value.name) || '(anonymous)';
      var base = 'class ' + name;
      if (constructor !== 'Function' && constructor !== null) base += ' [' + constructor + ']';
      if (tag !== '' && constructor !== tag) base += ' [' + tag + ']';
      if (constructor !== null) {
        var superName = getProto(value).name;
        if (superName) base += ' extends ' + superName;
      } else {
        base += ' extends [null prototype]';
      }
      return '[' + base + ']';
    }
    var type = functionKind(value);
    var b = '[' + type;
    if (constructor === null) b += ' (null prototype)';
    if (value.name === '' || typeof value.name !== 'string') b += ' (anonymous)';
    else b += ': ' + value.name;
    b += ']';
    if (constructor !== type && constructor !== null && constructor !== 'Function') b += ' ' + constructor;
    if (tag !== '' && constructor !== tag) b += ' [' + tag + ']';
    return b;
  }

  // JSC stack lines ("fn@file:1:2", "global code@file:1:2") -> "    at fn (file:1:2)"
  function convertStackLines(stack) {
    var lines = String(stack).split('\n');
    var out = [];
    for (var i = 0; i < lines.length; i++) {
      var line = lines[i];
      if (line === '') continue;
      if (/^\s+at /.test(line)) { out.push(line); continue; }
      var at = line.lastIndexOf('@');
      var fn = at === -1 ? '' : line.slice(0, at);
      var loc = at === -1 ? line : line.slice(at + 1);
      if (fn === 'global code' || fn === 'module code' || fn === 'eval code') fn = '';
      if (loc === '') loc = '<anonymous>';
      out.push(fn ? '    at ' + fn + ' (' + loc + ')' : '    at ' + loc);
    }
    return out;
  }
  function looksLikeJSCStack(stack) {
    var first = stack.split('\n', 1)[0];
    return first.indexOf('@') !== -1 || /^\s+at /.test(first) || first === '';
  }
  // "Name: message\n    at ..." like V8's error.stack.
  function errorStackString(err) {
    var stack;
    try { stack = err.stack; } catch (e) {}
    var header;
    try { header = ErrorToString.call(err); } catch (e) { header = 'Error'; }
    if (typeof stack !== 'string' || stack === '') return header;
    if (!looksLikeJSCStack(stack)) return stack;
    // Frames in TypeScript/JSX files, taken back to the user's source.
    var mapped = host.mapStack(stack);
    if (typeof mapped === 'string') stack = mapped;
    var lines = convertStackLines(stack);
    return lines.length ? header + '\n' + lines.join('\n') : header;
  }
  function improveStack(stack, constructor, name, tag) {
    var len = name.length;
    if (constructor === null ||
        (name.slice(-5) === 'Error' && stack.slice(0, len) === name &&
         (stack.length === len || stack[len] === ':' || stack[len] === '\n'))) {
      var fallback = 'Error';
      if (constructor === null) {
        var start = /^([A-Z][a-z_ A-Z0-9[\]()-]+)(?::|\n\s+at)/.exec(stack) || /^([a-z_A-Z0-9-]*Error)$/.exec(stack);
        fallback = (start && start[1]) || '';
        len = fallback.length;
        fallback = fallback || 'Error';
      }
      var prefix = getPrefix(constructor, tag, fallback).slice(0, -1);
      if (name !== prefix) {
        if (prefix.indexOf(name) !== -1) {
          stack = len === 0 ? prefix + ': ' + stack : prefix + stack.slice(len);
        } else {
          stack = prefix + ' [' + name + ']' + stack.slice(len);
        }
      }
    }
    return stack;
  }
  function formatError(err, constructor, tag, ctx, keys) {
    var name = err.name != null ? String(err.name) : 'Error';
    var stack = errorStackString(err);
    // remove duplicate keys
    ['name', 'message', 'stack'].forEach(function (k) {
      var i = keys.indexOf(k);
      if (i !== -1 && (typeof err[k] !== 'string' || stack.indexOf(err[k]) !== -1)) keys.splice(i, 1);
    });
    if ('cause' in err && keys.indexOf('cause') === -1) keys.push('cause');
    if (Array.isArray(err.errors) && keys.indexOf('errors') === -1) keys.push('errors');
    stack = improveStack(stack, constructor, name, tag);
    var pos = (err.message && stack.indexOf(err.message)) || -1;
    if (pos !== -1) pos += err.message.length;
    var stackStart = stack.indexOf('\n    at', pos);
    if (stackStart === -1) stack = '[' + stack + ']';
    if (ctx.indentationLvl !== 0) {
      stack = stack.replace(/\n/g, '\n' + ' '.repeat(ctx.indentationLvl));
    }
    return stack;
  }

  function getBoxedBase(value, type, keys, constructor, tag) {
    var fallback, inner;
    if (type === '[object Number]') { fallback = 'Number'; inner = formatNumber(Number.prototype.valueOf.call(value)); }
    else if (type === '[object String]') {
      fallback = 'String';
      var s = String.prototype.valueOf.call(value);
      inner = strEscape(s);
      // drop index keys of String objects
      for (var i = keys.length - 1; i >= 0; i--) {
        if (typeof keys[i] === 'string' && numberRegExp.test(keys[i]) && +keys[i] < s.length) keys.splice(i, 1);
      }
    }
    else if (type === '[object Boolean]') { fallback = 'Boolean'; inner = '' + Boolean.prototype.valueOf.call(value); }
    else if (type === '[object BigInt]') { fallback = 'BigInt'; inner = BigInt.prototype.valueOf.call(value) + 'n'; }
    else { fallback = 'Symbol'; inner = Symbol.prototype.valueOf.call(value).toString(); }
    var base = '[' + fallback;
    if (fallback !== constructor) base += constructor === null ? ' (null prototype)' : ' (' + constructor + ')';
    base += ': ' + inner + ']';
    if (tag !== '' && tag !== constructor) base += ' [' + tag + ']';
    return base;
  }
  function boxedType(value, type) {
    try {
      if (type === '[object Number]') { Number.prototype.valueOf.call(value); return true; }
      if (type === '[object String]') { String.prototype.valueOf.call(value); return true; }
      if (type === '[object Boolean]') { Boolean.prototype.valueOf.call(value); return true; }
      if (type === '[object Symbol]') { Symbol.prototype.valueOf.call(value); return true; }
      if (type === '[object BigInt]') { BigInt.prototype.valueOf.call(value); return true; }
    } catch (e) {}
    return false;
  }

  // ---- formatting ----
  var kObjectType = 0, kArrayType = 1, kArrayExtrasType = 2;

  function formatValue(ctx, value, recurseTimes, typedArray) {
    if (typeof value !== 'object' && typeof value !== 'function') return formatPrimitive(ctx, value);
    if (value === null) return 'null';
    if (ctx.customInspect) {
      var maybeCustom;
      try { maybeCustom = value[customInspect]; } catch (e) {}
      if (typeof maybeCustom === 'function' && maybeCustom !== inspect &&
          !(value.constructor && value.constructor.prototype === value)) {
        var depth = ctx.depth === null ? null : ctx.depth - recurseTimes;
        var opts = Object.assign({}, ctx.userOptions, { depth: depth });
        var ret = maybeCustom.call(value, depth, opts, inspect);
        if (ret !== value) {
          if (typeof ret !== 'string') return formatValue(ctx, ret, recurseTimes);
          return ret.replace(/\n/g, '\n' + ' '.repeat(ctx.indentationLvl));
        }
      }
    }
    if (ctx.seen.indexOf(value) !== -1) {
      var index = 1;
      if (ctx.circular === undefined) {
        ctx.circular = new Map();
        ctx.circular.set(value, index);
      } else {
        index = ctx.circular.get(value);
        if (index === undefined) {
          index = ctx.circular.size + 1;
          ctx.circular.set(value, index);
        }
      }
      return '[Circular *' + index + ']';
    }
    return formatRaw(ctx, value, recurseTimes, typedArray);
  }

  function formatRaw(ctx, value, recurseTimes, typedArray) {
    var keys;
    var constructor = getConstructorName(value);
    var tag = '';
    try { tag = value[Symbol.toStringTag]; } catch (e) {}
    if (typeof tag !== 'string' || (tag !== '' && (ctx.showHidden ? hasOwn : isEnumerable).call(value, Symbol.toStringTag))) tag = '';
    var base = '';
    var formatter = getEmptyFormatArray;
    var braces;
    var noIterator = true;
    var extrasType = kObjectType;
    var type = ObjectToString.call(value);

    if (Symbol.iterator in value || constructor === null) {
      noIterator = false;
      if (Array.isArray(value)) {
        var prefix = (constructor !== 'Array' || tag !== '') ? getPrefix(constructor, tag, 'Array', '(' + value.length + ')') : '';
        keys = getNonIndexKeys(value, ctx.showHidden);
        braces = [prefix + '[', ']'];
        if (value.length === 0 && keys.length === 0) return braces[0] + ']';
        extrasType = kArrayExtrasType;
        formatter = formatArray;
      } else if (isSet(value)) {
        var size = value.size;
        var sp = getPrefix(constructor, tag, 'Set', '(' + size + ')');
        keys = getKeys(value, ctx.showHidden);
        formatter = formatSet;
        if (size === 0 && keys.length === 0) return sp + '{}';
        braces = [sp + '{', '}'];
      } else if (isMap(value)) {
        var msize = value.size;
        var mp = getPrefix(constructor, tag, 'Map', '(' + msize + ')');
        keys = getKeys(value, ctx.showHidden);
        formatter = formatMap;
        if (msize === 0 && keys.length === 0) return mp + '{}';
        braces = [mp + '{', '}'];
      } else if (isTypedArray(value)) {
        keys = getNonIndexKeys(value, ctx.showHidden);
        var fallback = constructor === null ? typedArrayTag.call(value) : '';
        var tsize = value.length;
        var tp = getPrefix(constructor, tag, fallback, '(' + tsize + ')');
        braces = [tp + '[', ']'];
        if (value.length === 0 && keys.length === 0 && !ctx.showHidden) return braces[0] + ']';
        formatter = formatTypedArray;
        extrasType = kArrayExtrasType;
      } else if (type === '[object Map Iterator]' || type === '[object Set Iterator]') {
        keys = getKeys(value, ctx.showHidden);
        braces = ['[' + type.slice(8, -1) + '] {', '}'];
        formatter = formatIterator;
      } else {
        noIterator = true;
      }
    }
    if (noIterator) {
      keys = getKeys(value, ctx.showHidden);
      braces = ['{', '}'];
      if (constructor === 'Object' && type !== '[object Error]' && !(typeof value === 'function')) {
        if (type === '[object Arguments]') {
          braces[0] = '[Arguments] {';
        } else if (tag !== '') {
          braces[0] = getPrefix(constructor, tag, 'Object') + '{';
        }
        if (keys.length === 0 && recurseTimes <= ctx.depth) return braces[0] + '}';
      } else if (typeof value === 'function') {
        base = getFunctionBase(value, constructor, tag);
        if (keys.length === 0) return base;
      } else if (isRegExp(value)) {
        base = RegExpToString.call(constructor !== null ? value : new RegExp(value));
        var rp = getPrefix(constructor, tag, 'RegExp');
        if (rp !== 'RegExp ') base = rp + base;
        if (keys.length === 0 || (ctx.depth !== null && recurseTimes > ctx.depth)) return base;
      } else if (isDate(value)) {
        var t = DateGetTime.call(value);
        var ds = t === t ? DateToISOString.call(value) : 'Invalid Date';
        base = ds;
        var dp = getPrefix(constructor, tag, 'Date');
        if (dp !== 'Date ') base = dp + base;
        if (keys.length === 0) return base;
      } else if (isError(value)) {
        base = formatError(value, constructor, tag, ctx, keys);
        if (keys.length === 0) return base;
      } else if (isArrayBuffer(value)) {
        var ap = getPrefix(constructor, tag, 'ArrayBuffer');
        if (typedArray === undefined) {
          formatter = formatArrayBuffer;
        } else if (keys.length === 0) {
          return ap + '{ byteLength: ' + formatNumber(value.byteLength) + ' }';
        }
        braces[0] = ap + '{';
        keys.unshift('byteLength');
      } else if (type === '[object DataView]') {
        braces[0] = getPrefix(constructor, tag, 'DataView') + '{';
        keys.unshift('byteLength', 'byteOffset', 'buffer');
      } else if (type === '[object Promise]') {
        braces[0] = getPrefix(constructor, tag, 'Promise') + '{';
        formatter = formatPromise;
      } else if (type === '[object WeakSet]' && brand(WeakSet.prototype.has, value)) {
        braces[0] = getPrefix(constructor, tag, 'WeakSet') + '{';
        formatter = formatWeakCollection;
      } else if (type === '[object WeakMap]' && brand(WeakMap.prototype.has, value)) {
        braces[0] = getPrefix(constructor, tag, 'WeakMap') + '{';
        formatter = formatWeakCollection;
      } else if (type === '[object Module]') {
        braces[0] = getPrefix(constructor, tag, 'Module') + '{';
      } else if (boxedType(value, type)) {
        base = getBoxedBase(value, type, keys, constructor, tag);
        if (keys.length === 0) return base;
      } else {
        if (keys.length === 0 && (ctx.depth === null || recurseTimes <= ctx.depth)) {
          return getPrefix(constructor, tag, 'Object') + '{}';
        }
        braces[0] = getPrefix(constructor, tag, 'Object') + '{';
      }
    }

    if (ctx.depth !== null && recurseTimes > ctx.depth) {
      var cn = getPrefix(constructor, tag, 'Object').slice(0, -1);
      if (constructor !== null) cn = '[' + cn + ']';
      return cn;
    }
    recurseTimes += 1;
    ctx.seen.push(value);
    ctx.currentDepth = recurseTimes;
    var output;
    try {
      output = formatter(ctx, value, recurseTimes);
      for (var i = 0; i < keys.length; i++) {
        output.push(formatProperty(ctx, value, recurseTimes, keys[i], extrasType));
      }
    } catch (err) {
      if (err instanceof RangeError && /call stack|recursion/i.test(err.message)) {
        ctx.seen.pop();
        return '[' + getPrefix(constructor, tag, 'Object').slice(0, -1) + ': Inspection interrupted prematurely. Maximum call stack size exceeded.]';
      }
      throw err;
    }
    if (ctx.circular !== undefined) {
      var idx = ctx.circular.get(value);
      if (idx !== undefined) {
        var reference = '<ref *' + idx + '>';
        base = base === '' ? reference : reference + ' ' + base;
      }
    }
    ctx.seen.pop();
    if (ctx.sorted) {
      var cmp = ctx.sorted === true ? undefined : ctx.sorted;
      if (extrasType === kObjectType) output.sort(cmp);
      else if (keys.length > 1) {
        var sorted = output.slice(output.length - keys.length).sort(cmp);
        output.splice.apply(output, [output.length - keys.length, keys.length].concat(sorted));
      }
    }
    return reduceToSingleString(ctx, output, base, braces, extrasType, recurseTimes, value);
  }

  function getEmptyFormatArray() { return []; }
  function remainingText(n) { return '... ' + n + ' more item' + (n > 1 ? 's' : ''); }

  function formatArray(ctx, value, recurseTimes) {
    var valLen = value.length;
    var len = Math.min(Math.max(0, ctx.maxArrayLength), valLen);
    var remaining = valLen - len;
    var output = [];
    for (var i = 0; i < len; i++) {
      if (!hasOwn.call(value, i)) return formatSpecialArray(ctx, value, recurseTimes, len, output, i);
      output.push(formatProperty(ctx, value, recurseTimes, i, kArrayType));
    }
    if (remaining > 0) output.push(remainingText(remaining));
    return output;
  }
  function formatSpecialArray(ctx, value, recurseTimes, maxLength, output, i) {
    var keys = Object.keys(value);
    var index = i;
    for (; i < keys.length && output.length < maxLength; i++) {
      var key = keys[i];
      var tmp = +key;
      if (tmp > Math.pow(2, 32) - 2) break;
      if ('' + index !== key) {
        if (!numberRegExp.test(key)) break;
        var emptyItems = tmp - index;
        output.push('<' + emptyItems + ' empty item' + (emptyItems > 1 ? 's' : '') + '>');
        index = tmp;
        if (output.length === maxLength) break;
      }
      output.push(formatProperty(ctx, value, recurseTimes, key, kArrayType));
      index++;
    }
    var remaining = value.length - index;
    if (output.length !== maxLength) {
      if (remaining > 0) output.push('<' + remaining + ' empty item' + (remaining > 1 ? 's' : '') + '>');
    } else if (remaining > 0) {
      output.push(remainingText(remaining));
    }
    return output;
  }
  function formatTypedArray(ctx, value) {
    var length = value.length;
    var maxLength = Math.min(Math.max(0, ctx.maxArrayLength), length);
    var remaining = length - maxLength;
    var output = new Array(maxLength);
    for (var i = 0; i < maxLength; ++i) {
      var v = value[i];
      output[i] = typeof v === 'bigint' ? v + 'n' : formatNumber(v);
    }
    if (remaining > 0) output[maxLength] = remainingText(remaining);
    if (ctx.showHidden) {
      ctx.indentationLvl += 2;
      ['BYTES_PER_ELEMENT', 'length', 'byteLength', 'byteOffset', 'buffer'].forEach(function (k) {
        output.push('[' + k + ']: ' + formatValue(ctx, value[k], ctx.currentDepth, true));
      });
      ctx.indentationLvl -= 2;
    }
    return output;
  }
  function formatArrayBuffer(ctx, value) {
    var bytes = new Uint8Array(value);
    var n = Math.min(ctx.maxArrayLength, bytes.length);
    var parts = [];
    for (var i = 0; i < n; i++) parts.push((bytes[i] < 16 ? '0' : '') + bytes[i].toString(16));
    var str = parts.join(' ');
    var remaining = bytes.length - ctx.maxArrayLength;
    if (remaining > 0) str += ' ... ' + remaining + ' more byte' + (remaining > 1 ? 's' : '');
    return ['[Uint8Contents]: <' + str + '>'];
  }
  function formatSet(ctx, value, recurseTimes) {
    var length = value.size;
    var maxLength = Math.min(Math.max(0, ctx.maxArrayLength), length);
    var remaining = length - maxLength;
    var output = [];
    ctx.indentationLvl += 2;
    var i = 0;
    Set.prototype.forEach.call(value, function (v) {
      if (i >= maxLength) return;
      output.push(formatValue(ctx, v, recurseTimes));
      i++;
    });
    if (remaining > 0) output.push(remainingText(remaining));
    ctx.indentationLvl -= 2;
    return output;
  }
  function formatMap(ctx, value, recurseTimes) {
    var length = value.size;
    var maxLength = Math.min(Math.max(0, ctx.maxArrayLength), length);
    var remaining = length - maxLength;
    var output = [];
    ctx.indentationLvl += 2;
    var i = 0;
    Map.prototype.forEach.call(value, function (v, k) {
      if (i >= maxLength) return;
      output.push(formatValue(ctx, k, recurseTimes) + ' => ' + formatValue(ctx, v, recurseTimes));
      i++;
    });
    if (remaining > 0) output.push(remainingText(remaining));
    ctx.indentationLvl -= 2;
    return output;
  }
  function formatIterator() { return ['<items unknown>']; }
  function formatPromise() { return ['<pending>']; }
  function formatWeakCollection() { return ['<items unknown>']; }

  function formatProperty(ctx, value, recurseTimes, key, type) {
    var name, str;
    var desc = getDesc(value, key) || { value: value[key], enumerable: true };
    if (desc.value !== undefined) {
      ctx.indentationLvl += 2;
      str = formatValue(ctx, desc.value, recurseTimes);
      ctx.indentationLvl -= 2;
    } else if (desc.get !== undefined) {
      str = desc.set !== undefined ? '[Getter/Setter]' : '[Getter]';
    } else if (desc.set !== undefined) {
      str = '[Setter]';
    } else {
      str = 'undefined';
    }
    if (type === kArrayType) return str;
    if (typeof key === 'symbol') {
      name = '[' + key.toString().replace(escTest, escapeFn) + ']';
    } else if (key === '__proto__') {
      name = "['__proto__']";
    } else if (desc.enumerable === false) {
      name = '[' + String(key).replace(escTest, escapeFn) + ']';
    } else if (keyStrRegExp.test(key)) {
      name = key;
    } else {
      name = strEscape(String(key));
    }
    return name + ': ' + str;
  }
  function escapeFn(s) {
    if (!meta) initMeta();
    var c = s.charCodeAt(0);
    return c < meta.length ? meta[c] : '\\u' + c.toString(16);
  }

  function isBelowBreakLength(ctx, output, start, base) {
    var totalLength = output.length + start;
    if (totalLength + output.length > ctx.breakLength) return false;
    for (var i = 0; i < output.length; i++) {
      totalLength += output[i].length;
      if (totalLength > ctx.breakLength) return false;
    }
    return base === '' || base.indexOf('\n') === -1;
  }
  function groupArrayElements(ctx, output, value) {
    var totalLength = 0, maxLength = 0, i = 0;
    var outputLength = output.length;
    if (ctx.maxArrayLength < output.length) outputLength--;
    var separatorSpace = 2;
    var dataLen = new Array(outputLength);
    for (; i < outputLength; i++) {
      var len = output[i].length;
      dataLen[i] = len;
      totalLength += len + separatorSpace;
      if (maxLength < len) maxLength = len;
    }
    var actualMax = maxLength + separatorSpace;
    if (actualMax * 3 + ctx.indentationLvl < ctx.breakLength &&
        (totalLength / actualMax > 5 || maxLength <= 6)) {
      var averageBias = Math.sqrt(actualMax - totalLength / output.length);
      var biasedMax = Math.max(actualMax - 3 - averageBias, 1);
      var columns = Math.min(
        Math.round(Math.sqrt(2.5 * biasedMax * outputLength) / biasedMax),
        Math.floor((ctx.breakLength - ctx.indentationLvl) / actualMax),
        ctx.compact * 4,
        15);
      if (columns <= 1) return output;
      var tmp = [];
      var maxLineLength = [];
      for (var c = 0; c < columns; c++) {
        var lineLength = 0;
        for (var j = c; j < output.length; j += columns) {
          if (dataLen[j] > lineLength) lineLength = dataLen[j];
        }
        maxLineLength.push(lineLength + separatorSpace);
      }
      var padStart = true;
      if (value !== undefined) {
        for (var k = 0; k < output.length; k++) {
          if (typeof value[k] !== 'number' && typeof value[k] !== 'bigint') { padStart = false; break; }
        }
      }
      for (var r = 0; r < outputLength; r += columns) {
        var max = Math.min(r + columns, outputLength);
        var str = '';
        var q = r;
        for (; q < max - 1; q++) {
          var cell = output[q] + ', ';
          str += padStart ? cell.padStart(maxLineLength[q - r], ' ') : cell.padEnd(maxLineLength[q - r], ' ');
        }
        if (padStart) str += output[q].padStart(maxLineLength[q - r] - separatorSpace, ' ');
        else str += output[q];
        tmp.push(str);
      }
      if (ctx.maxArrayLength < output.length) tmp.push(output[outputLength]);
      output = tmp;
    }
    return output;
  }
  function reduceToSingleString(ctx, output, base, braces, extrasType, recurseTimes, value) {
    if (ctx.compact !== true) {
      if (typeof ctx.compact === 'number' && ctx.compact >= 1) {
        var entries = output.length;
        if (extrasType === kArrayExtrasType && entries > 6) output = groupArrayElements(ctx, output, value);
        if (ctx.currentDepth - recurseTimes < ctx.compact && entries === output.length) {
          var start = output.length + ctx.indentationLvl + braces[0].length + base.length + 10;
          if (isBelowBreakLength(ctx, output, start, base)) {
            var joined = output.join(', ');
            if (joined.indexOf('\n') === -1) {
              return (base ? base + ' ' : '') + braces[0] + ' ' + joined + ' ' + braces[1];
            }
          }
        }
      }
      var indentation = '\n' + ' '.repeat(ctx.indentationLvl);
      return (base ? base + ' ' : '') + braces[0] + indentation + '  ' +
        output.join(',' + indentation + '  ') + indentation + braces[1];
    }
    if (isBelowBreakLength(ctx, output, 0, base)) {
      return braces[0] + (base ? ' ' + base : '') + ' ' + output.join(', ') + ' ' + braces[1];
    }
    var ind = ' '.repeat(ctx.indentationLvl);
    var ln = base === '' && braces[0].length === 1 ? ' ' : (base ? ' ' + base : '') + '\n' + ind + '  ';
    return braces[0] + ln + output.join(',\n' + ind + '  ') + ' ' + braces[1];
  }

  function inspect(value, opts) {
    var ctx = {
      seen: [], indentationLvl: 0, currentDepth: 0, circular: undefined,
      showHidden: defaultOptions.showHidden, depth: defaultOptions.depth,
      customInspect: defaultOptions.customInspect, maxArrayLength: defaultOptions.maxArrayLength,
      maxStringLength: defaultOptions.maxStringLength, breakLength: defaultOptions.breakLength,
      compact: defaultOptions.compact, sorted: defaultOptions.sorted, userOptions: undefined
    };
    if (opts !== null && typeof opts === 'object') {
      for (var k in defaultOptions) if (opts[k] !== undefined) ctx[k] = opts[k];
      if (opts.depth === null) ctx.depth = null;
      if (ctx.depth === Infinity) ctx.depth = null;
      if (ctx.maxArrayLength === null) ctx.maxArrayLength = Infinity;
      if (ctx.maxStringLength === null) ctx.maxStringLength = Infinity;
    }
    ctx.userOptions = {};
    for (var key in defaultOptions) ctx.userOptions[key] = ctx[key];
    return formatValue(ctx, value, 0);
  }
  inspect.custom = customInspect;
  inspect.defaultOptions = defaultOptions;

  function hasBuiltInToString(value) {
    try {
      if (typeof value.toString !== 'function') return true;
      var pointer = value;
      do { pointer = getProto(pointer); } while (pointer !== null && !hasOwn.call(pointer, 'toString'));
      if (pointer === null) return true;
      var desc = getDesc(pointer, 'constructor');
      return desc !== undefined && typeof desc.value === 'function' && isBuiltIn(desc.value.name);
    } catch (e) { return true; }
  }
  function tryStringify(arg) {
    try { return JSON.stringify(arg); } catch (err) {
      if (err instanceof TypeError && /circular|cyclic/i.test(err.message)) return '[Circular]';
      throw err;
    }
  }
  function formatWithOptions(inspectOptions, args) {
    var first = args[0];
    var a = 0, str = '', join = '';
    if (typeof first === 'string') {
      if (args.length === 1) return first;
      var tempStr, lastPos = 0;
      for (var i = 0; i < first.length - 1; i++) {
        if (first.charCodeAt(i) === 37) {
          var nextChar = first.charCodeAt(++i);
          if (a + 1 !== args.length) {
            switch (nextChar) {
              case 115: { // s
                var tempArg = args[++a];
                if (typeof tempArg === 'number') tempStr = formatNumber(tempArg);
                else if (typeof tempArg === 'bigint') tempStr = tempArg + 'n';
                else if (typeof tempArg !== 'object' || tempArg === null || !hasBuiltInToString(tempArg)) tempStr = String(tempArg);
                else tempStr = inspect(tempArg, Object.assign({}, inspectOptions, { depth: 0, compact: 3 }));
                break;
              }
              case 106: tempStr = tryStringify(args[++a]); break; // j
              case 100: { // d
                var tempNum = args[++a];
                if (typeof tempNum === 'bigint') tempStr = tempNum + 'n';
                else if (typeof tempNum === 'symbol') tempStr = 'NaN';
                else tempStr = formatNumber(Number(tempNum));
                break;
              }
              case 79: tempStr = inspect(args[++a], inspectOptions); break; // O
              case 111: // o
                tempStr = inspect(args[++a], Object.assign({}, inspectOptions, { showHidden: true, depth: 4 }));
                break;
              case 105: { // i
                var tempInteger = args[++a];
                if (typeof tempInteger === 'bigint') tempStr = tempInteger + 'n';
                else if (typeof tempInteger === 'symbol') tempStr = 'NaN';
                else tempStr = formatNumber(parseInt(tempInteger));
                break;
              }
              case 102: { // f
                var tempFloat = args[++a];
                tempStr = typeof tempFloat === 'symbol' ? 'NaN' : formatNumber(parseFloat(tempFloat));
                break;
              }
              case 99: a += 1; tempStr = ''; break; // c
              case 37: str += first.slice(lastPos, i); lastPos = i + 1; continue; // %
              default: continue;
            }
            if (lastPos !== i - 1) str += first.slice(lastPos, i - 1);
            str += tempStr;
            lastPos = i + 1;
          } else if (nextChar === 37) {
            str += first.slice(lastPos, i);
            lastPos = i + 1;
          }
        }
      }
      if (lastPos !== 0) {
        a++;
        join = ' ';
        if (lastPos < first.length) str += first.slice(lastPos);
      }
    }
    while (a < args.length) {
      var value = args[a];
      str += join;
      str += typeof value !== 'string' ? inspect(value, inspectOptions) : value;
      join = ' ';
      a++;
    }
    return str;
  }
  function format() { return formatWithOptions(undefined, Array.prototype.slice.call(arguments)); }

  // ---- console ----
  var groupIndent = '';
  var counts = new Map();
  var timers = new Map();
  function emit(level, text) {
    if (groupIndent !== '') {
      if (text.indexOf('\n') !== -1) text = text.replace(/\n/g, '\n' + groupIndent);
      text = groupIndent + text;
    }
    host.print(level, text);
  }
  function pad(n) { return String(n).padStart(2, '0'); }
  function formatTime(ms) {
    var hours = 0, minutes = 0, seconds = 0;
    if (ms >= 1000) {
      if (ms >= 60000) {
        if (ms >= 3600000) { hours = Math.floor(ms / 3600000); ms = ms % 3600000; }
        minutes = Math.floor(ms / 60000);
        ms = ms % 60000;
      }
      seconds = ms / 1000;
    }
    if (hours !== 0 || minutes !== 0) {
      var parts = seconds.toFixed(3).split('.');
      var res = hours !== 0 ? hours + ':' + pad(minutes) : minutes;
      return res + ':' + pad(parts[0]) + '.' + parts[1] + ' (' + (hours !== 0 ? 'h:m' : '') + 'm:ss.mmm)';
    }
    if (seconds !== 0) return seconds.toFixed(3) + 's';
    return Number(ms.toFixed(3)) + 'ms';
  }
  function timeLogImpl(name, label, data) {
    var start = timers.get(label);
    if (start === undefined) {
      emit('warn', "(jshost) Warning: No such label '" + label + "' for console." + name + '()');
      return false;
    }
    var formatted = formatTime(host.now() - start);
    var args = ['%s: %s', label, formatted];
    if (data) args.push.apply(args, data);
    emit('log', formatWithOptions(undefined, args));
    return true;
  }
  function stackLinesBelow(skipName) {
    var stack = '';
    try { throw new Error(''); } catch (e) { stack = String(e.stack || ''); }
    var mapped = host.mapStack(stack);
    if (typeof mapped === 'string') stack = mapped;
    var lines = stack.split('\n');
    // drop frames belonging to the console implementation itself
    var idx = -1;
    for (var i = 0; i < lines.length; i++) if (lines[i].split('@')[0] === skipName) idx = i;
    return convertStackLines(lines.slice(idx + 1).join('\n'));
  }

  var consoleObject = {
    log: function log() { emit('log', formatWithOptions(undefined, Array.prototype.slice.call(arguments))); },
    info: function info() { emit('info', formatWithOptions(undefined, Array.prototype.slice.call(arguments))); },
    debug: function debug() { emit('debug', formatWithOptions(undefined, Array.prototype.slice.call(arguments))); },
    warn: function warn() { emit('warn', formatWithOptions(undefined, Array.prototype.slice.call(arguments))); },
    error: function error() { emit('error', formatWithOptions(undefined, Array.prototype.slice.call(arguments))); },
    dirxml: function dirxml() { emit('log', formatWithOptions(undefined, Array.prototype.slice.call(arguments))); },
    dir: function dir(object, options) {
      emit('log', inspect(object, Object.assign({ customInspect: false }, options)));
    },
    trace: function trace() {
      var message = formatWithOptions(undefined, Array.prototype.slice.call(arguments));
      var lines = stackLinesBelow('trace');
      emit('trace', 'Trace' + (message ? ': ' + message : '') + (lines.length ? '\n' + lines.join('\n') : ''));
    },
    assert: function assert(expression) {
      if (!expression) {
        var args = Array.prototype.slice.call(arguments, 1);
        args[0] = 'Assertion failed' + (args.length === 0 ? '' : ': ' + args[0]);
        emit('error', formatWithOptions(undefined, args));
      }
    },
    count: function count(label) {
      label = label === undefined ? 'default' : '' + label;
      var n = (counts.get(label) || 0) + 1;
      counts.set(label, n);
      emit('log', label + ': ' + n);
    },
    countReset: function countReset(label) {
      label = label === undefined ? 'default' : '' + label;
      if (!counts.has(label)) {
        emit('warn', "(jshost) Warning: Count for '" + label + "' does not exist");
        return;
      }
      counts.delete(label);
    },
    group: function group() {
      if (arguments.length > 0) emit('log', formatWithOptions(undefined, Array.prototype.slice.call(arguments)));
      groupIndent += '  ';
    },
    groupCollapsed: function groupCollapsed() {
      if (arguments.length > 0) emit('log', formatWithOptions(undefined, Array.prototype.slice.call(arguments)));
      groupIndent += '  ';
    },
    groupEnd: function groupEnd() { groupIndent = groupIndent.slice(0, groupIndent.length - 2); },
    time: function time(label) {
      label = label === undefined ? 'default' : '' + label;
      if (timers.has(label)) {
        emit('warn', "(jshost) Warning: Label '" + label + "' already exists for console.time()");
        return;
      }
      timers.set(label, host.now());
    },
    timeEnd: function timeEnd(label) {
      label = label === undefined ? 'default' : '' + label;
      if (timeLogImpl('timeEnd', label)) timers.delete(label);
    },
    timeLog: function timeLog(label) {
      label = label === undefined ? 'default' : '' + label;
      timeLogImpl('timeLog', label, Array.prototype.slice.call(arguments, 1));
    },
    table: function table(tabularData, properties) {
      if (tabularData === null || typeof tabularData !== 'object') return consoleObject.log(tabularData);
      emit('log', renderTable(tabularData, properties));
    }
  };

  // ---- console.table ----
  function stringWidth(str) {
    var w = 0;
    for (var ch of str) {
      var c = ch.codePointAt(0);
      if ((c >= 0x300 && c <= 0x36f) || (c >= 0x200b && c <= 0x200f) || (c >= 0xfe00 && c <= 0xfe0f)) continue;
      if ((c >= 0x1100 && c <= 0x115f) || (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7a3) ||
          (c >= 0xf900 && c <= 0xfaff) || (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff60) ||
          (c >= 0xffe0 && c <= 0xffe6) || (c >= 0x1f300 && c <= 0x1f64f) || (c >= 0x1f900 && c <= 0x1f9ff) ||
          (c >= 0x20000 && c <= 0x3fffd)) w += 2;
      else w += 1;
    }
    return w;
  }
  function renderRow(row, widths) {
    var out = '│ ';
    for (var i = 0; i < row.length; i++) {
      var cell = row[i];
      out += cell + ' '.repeat(widths[i] - stringWidth(cell));
      if (i !== row.length - 1) out += ' │ ';
    }
    return out + ' │';
  }
  function cliTable(head, columns) {
    var rows = [];
    var widths = head.map(stringWidth);
    var longest = Math.max.apply(null, columns.map(function (a) { return a.length; }));
    for (var i = 0; i < head.length; i++) {
      var column = columns[i];
      for (var j = 0; j < longest; j++) {
        if (rows[j] === undefined) rows[j] = [];
        var value = rows[j][i] = hasOwn.call(column, j) ? column[j] : '';
        widths[i] = Math.max(widths[i] || 0, stringWidth(value));
      }
    }
    var divider = widths.map(function (w) { return '─'.repeat(w + 2); });
    var result = '┌' + divider.join('┬') + '┐\n' + renderRow(head, widths) + '\n' +
      '├' + divider.join('┼') + '┤\n';
    for (var r = 0; r < rows.length; r++) result += renderRow(rows[r], widths) + '\n';
    return result + '└' + divider.join('┴') + '┘';
  }
  function renderTable(tabularData, properties) {
    function _inspect(v) {
      var depth = v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 2 ? -1 : 0;
      return inspect(v, { depth: depth, maxArrayLength: 3, breakLength: Infinity });
    }
    function indexArray(length) { return Array.from({ length: length }, function (_, i) { return _inspect(i); }); }
    if (isMap(tabularData)) {
      var ks = [], vs = [], n = 0;
      Map.prototype.forEach.call(tabularData, function (v, k) { ks.push(_inspect(k)); vs.push(_inspect(v)); n++; });
      return cliTable(['(iteration index)', 'Key', 'Values'], [indexArray(n), ks, vs]);
    }
    if (isSet(tabularData)) {
      var values = [], m = 0;
      Set.prototype.forEach.call(tabularData, function (v) { values.push(_inspect(v)); m++; });
      return cliTable(['(iteration index)', 'Values'], [indexArray(m), values]);
    }
    var map = Object.create(null);
    var hasPrimitives = false;
    var valuesKeyArray = [];
    var indexKeyArray = Object.keys(tabularData);
    for (var i = 0; i < indexKeyArray.length; i++) {
      var item = tabularData[indexKeyArray[i]];
      var primitive = item === null || (typeof item !== 'function' && typeof item !== 'object');
      if (properties === undefined && primitive) {
        hasPrimitives = true;
        valuesKeyArray[i] = _inspect(item);
      } else {
        var keys = properties || Object.keys(item);
        for (var j = 0; j < keys.length; j++) {
          var key = keys[j];
          if (map[key] === undefined) map[key] = [];
          if ((primitive && properties) || !hasOwn.call(item, key)) map[key][i] = '';
          else map[key][i] = _inspect(item[key]);
        }
      }
    }
    var head = Object.keys(map);
    var cols = head.map(function (k) { return map[k]; });
    if (hasPrimitives) { head.push('Values'); cols.push(valuesKeyArray); }
    head.unshift('(index)');
    cols.unshift(indexKeyArray);
    return cliTable(head, cols);
  }

  Object.defineProperty(globalThis, 'console', { value: consoleObject, writable: true, configurable: true, enumerable: false });
  shared.inspect = inspect;
  shared.format = format;
  shared.formatWithOptions = function (options) { return formatWithOptions(options, Array.prototype.slice.call(arguments, 1)); };
  shared.formatError = errorStackString;
  shared.stackLines = convertStackLines;
})
