// DOMException, structuredClone and crypto (getRandomValues / randomUUID over
// host.randomFill): loaded on first use of one of these globals (see basics.js).
// Exports shared.DOMException, which encoding.js and fetch.js build their errors on.
(function (host, shared) {
  'use strict';
  var defineGlobal = shared.defineGlobal;
  function hide(obj, names) {
    names.forEach(function (n) {
      var d = Object.getOwnPropertyDescriptor(obj, n);
      if (d) { d.enumerable = false; Object.defineProperty(obj, n, d); }
    });
  }

  // ---- DOMException ----
  var DOMExceptionClass = globalThis.DOMException;
  if (typeof DOMExceptionClass !== 'function') {
    var codes = {
      IndexSizeError: 1, HierarchyRequestError: 3, WrongDocumentError: 4, InvalidCharacterError: 5,
      NoModificationAllowedError: 7, NotFoundError: 8, NotSupportedError: 9, InvalidStateError: 11,
      SyntaxError: 12, InvalidModificationError: 13, NamespaceError: 14, InvalidAccessError: 15,
      TypeMismatchError: 17, SecurityError: 18, NetworkError: 19, AbortError: 20, URLMismatchError: 21,
      QuotaExceededError: 22, TimeoutError: 23, InvalidNodeTypeError: 24, DataCloneError: 25
    };
    var constants = {
      INDEX_SIZE_ERR: 1, DOMSTRING_SIZE_ERR: 2, HIERARCHY_REQUEST_ERR: 3, WRONG_DOCUMENT_ERR: 4,
      INVALID_CHARACTER_ERR: 5, NO_DATA_ALLOWED_ERR: 6, NO_MODIFICATION_ALLOWED_ERR: 7, NOT_FOUND_ERR: 8,
      NOT_SUPPORTED_ERR: 9, INUSE_ATTRIBUTE_ERR: 10, INVALID_STATE_ERR: 11, SYNTAX_ERR: 12,
      INVALID_MODIFICATION_ERR: 13, NAMESPACE_ERR: 14, INVALID_ACCESS_ERR: 15, VALIDATION_ERR: 16,
      TYPE_MISMATCH_ERR: 17, SECURITY_ERR: 18, NETWORK_ERR: 19, ABORT_ERR: 20, URL_MISMATCH_ERR: 21,
      QUOTA_EXCEEDED_ERR: 22, TIMEOUT_ERR: 23, INVALID_NODE_TYPE_ERR: 24, DATA_CLONE_ERR: 25
    };
    var names = new WeakMap();
    DOMExceptionClass = class DOMException extends Error {
      constructor(message, options) {
        super(message === undefined ? '' : String(message));
        var name = 'Error';
        if (options !== null && typeof options === 'object') {
          if ('name' in options) name = String(options.name);
          if ('cause' in options) Object.defineProperty(this, 'cause', { value: options.cause, writable: true, configurable: true, enumerable: false });
        } else if (options !== undefined) {
          name = String(options);
        }
        names.set(this, name);
      }
      get name() { return names.has(this) ? names.get(this) : 'Error'; }
      get code() { return names.has(this) ? (codes[names.get(this)] || 0) : 0; }
    };
    var constantDescriptors = {};
    for (var k in constants) constantDescriptors[k] = { value: constants[k], enumerable: true };
    Object.defineProperties(DOMExceptionClass, constantDescriptors);
    Object.defineProperties(DOMExceptionClass.prototype, constantDescriptors);
    Object.defineProperty(DOMExceptionClass.prototype, Symbol.toStringTag, { value: 'DOMException', configurable: true });
    defineGlobal('DOMException', DOMExceptionClass);
  }
  shared.DOMException = DOMExceptionClass;
  function domError(message, name) { return new DOMExceptionClass(message, name); }

  // ---- structuredClone ----
  var ObjectToString = Object.prototype.toString;
  var errorCtors = { Error: Error, EvalError: EvalError, RangeError: RangeError, ReferenceError: ReferenceError,
    SyntaxError: SyntaxError, TypeError: TypeError, URIError: URIError };
  var typedCtors;
  function typedCtor(name) {
    if (!typedCtors) {
      typedCtors = {
    Int8Array: Int8Array, Uint8Array: Uint8Array, Uint8ClampedArray: Uint8ClampedArray, Int16Array: Int16Array,
    Uint16Array: Uint16Array, Int32Array: Int32Array, Uint32Array: Uint32Array, Float32Array: Float32Array,
    Float64Array: Float64Array, BigInt64Array: BigInt64Array, BigUint64Array: BigUint64Array
      };
      if (typeof Float16Array === 'function') typedCtors.Float16Array = Float16Array;
    }
    return typedCtors[name];
  }
  var typedArrayTag = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;
  var OrigDate = Date;
  var DateGetTime = Date.prototype.getTime;
  function notCloneable(value) {
    var s;
    if (typeof value === 'function') { try { s = Function.prototype.toString.call(value); } catch (e) { s = 'function'; } }
    else if (typeof value === 'symbol') s = value.toString();
    else s = '#<' + (ObjectToString.call(value).slice(8, -1)) + '>';
    return domError(s + ' could not be cloned.', 'DataCloneError');
  }
  function structuredClone(value, options) {
    if (arguments.length === 0) throw new TypeError('The "value" argument must be specified');
    var transfer = options != null && options.transfer != null ? Array.from(options.transfer) : [];
    var memory = new Map();
    var transferred = new Map();
    transfer.forEach(function (buf) {
      if (ObjectToString.call(buf) !== '[object ArrayBuffer]') throw domError('Value not transferable', 'DataCloneError');
      if (transferred.has(buf)) throw domError('Duplicate transferable', 'DataCloneError');
      transferred.set(buf, true);
    });
    function cloneBuffer(buf) {
      if (memory.has(buf)) return memory.get(buf);
      var copy;
      if (transferred.has(buf) && typeof buf.transfer === 'function') copy = buf.transfer();
      else copy = buf.slice(0);
      memory.set(buf, copy);
      return copy;
    }
    function clone(v) {
      var t = typeof v;
      if (t === 'function' || t === 'symbol') throw notCloneable(v);
      if (t !== 'object' || v === null) return v;
      if (memory.has(v)) return memory.get(v);
      var tag = ObjectToString.call(v);
      var out;
      switch (tag) {
        case '[object Boolean]': out = Object(Boolean.prototype.valueOf.call(v)); break;
        case '[object Number]': out = Object(Number.prototype.valueOf.call(v)); break;
        case '[object String]': out = Object(String.prototype.valueOf.call(v)); break;
        case '[object BigInt]': out = Object(BigInt.prototype.valueOf.call(v)); break;
        case '[object Date]': out = new OrigDate(DateGetTime.call(v)); break;
        case '[object RegExp]': out = new RegExp(v.source, v.flags); break;
        case '[object ArrayBuffer]': return cloneBuffer(v);
        case '[object SharedArrayBuffer]': throw notCloneable(v);
        case '[object DataView]': {
          out = new DataView(cloneBuffer(v.buffer), v.byteOffset, v.byteLength);
          break;
        }
        case '[object Map]': {
          out = new Map();
          memory.set(v, out);
          var entries = [];
          Map.prototype.forEach.call(v, function (val, key) { entries.push([key, val]); });
          entries.forEach(function (e) { out.set(clone(e[0]), clone(e[1])); });
          return out;
        }
        case '[object Set]': {
          out = new Set();
          memory.set(v, out);
          var vals = [];
          Set.prototype.forEach.call(v, function (val) { vals.push(val); });
          vals.forEach(function (val) { out.add(clone(val)); });
          return out;
        }
        case '[object Error]': {
          var name = v.name;
          var Ctor = Object.prototype.hasOwnProperty.call(errorCtors, name) ? errorCtors[name] : Error;
          out = Object.create(Ctor.prototype);
          memory.set(v, out);
          var md = Object.getOwnPropertyDescriptor(v, 'message');
          if (md && 'value' in md) Object.defineProperty(out, 'message', { value: String(md.value), writable: true, configurable: true, enumerable: false });
          var stack = v.stack;
          if (typeof stack === 'string') Object.defineProperty(out, 'stack', { value: stack, writable: true, configurable: true, enumerable: false });
          if ('cause' in v) Object.defineProperty(out, 'cause', { value: clone(v.cause), writable: true, configurable: true, enumerable: false });
          return out;
        }
        case '[object Array]': {
          out = new Array(v.length);
          memory.set(v, out);
          Object.keys(v).forEach(function (k) { out[k] = clone(v[k]); });
          return out;
        }
        case '[object Object]': case '[object Arguments]': {
          if (typeof v.then === 'function' && v instanceof Promise) throw notCloneable(v);
          out = {};
          memory.set(v, out);
          Object.keys(v).forEach(function (k) { out[k] = clone(v[k]); });
          return out;
        }
        default: {
          var ta = typedArrayTag.call(v);
          if (ta !== undefined) {
            out = new (typedCtor(ta))(cloneBuffer(v.buffer), v.byteOffset, v.length);
            break;
          }
          throw notCloneable(v);
        }
      }
      memory.set(v, out);
      return out;
    }
    var result = clone(value);
    transfer.forEach(function (buf) { if (!memory.has(buf)) cloneBuffer(buf); });
    return result;
  }
  defineGlobal('structuredClone', structuredClone);

  // ---- crypto ----
  var integerTypes = { Int8Array: 1, Uint8Array: 1, Uint8ClampedArray: 1, Int16Array: 1, Uint16Array: 1,
    Int32Array: 1, Uint32Array: 1, BigInt64Array: 1, BigUint64Array: 1 };
  function getRandomValues(array) {
    if (arguments.length === 0) throw new TypeError('The "typedArray" argument must be specified');
    var tag = ArrayBuffer.isView(array) ? typedArrayTag.call(array) : undefined;
    if (tag === undefined || !integerTypes[tag]) {
      throw domError('The data argument must be an integer-type TypedArray', 'TypeMismatchError');
    }
    if (array.byteLength > 65536) {
      throw domError("The ArrayBufferView's byte length (" + array.byteLength +
        ') exceeds the number of bytes of entropy available via this API (65536)', 'QuotaExceededError');
    }
    if (array.byteLength > 0) host.randomFill(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
    return array;
  }
  var hex;
  function randomUUID() {
    if (!hex) {
      hex = [];
      for (var i = 0; i < 256; i++) hex[i] = (i < 16 ? '0' : '') + i.toString(16);
    }
    var b = new Uint8Array(16);
    host.randomFill(b);
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    return hex[b[0]] + hex[b[1]] + hex[b[2]] + hex[b[3]] + '-' + hex[b[4]] + hex[b[5]] + '-' +
      hex[b[6]] + hex[b[7]] + '-' + hex[b[8]] + hex[b[9]] + '-' +
      hex[b[10]] + hex[b[11]] + hex[b[12]] + hex[b[13]] + hex[b[14]] + hex[b[15]];
  }
  var crypto = {
    getRandomValues: function (array) { return getRandomValues.apply(undefined, arguments); },
    randomUUID: randomUUID
  };
  Object.defineProperty(crypto.getRandomValues, 'name', { value: 'getRandomValues' });
  Object.defineProperty(crypto, Symbol.toStringTag, { value: 'Crypto', configurable: true });
  hide(crypto, ['getRandomValues', 'randomUUID']);
  defineGlobal('crypto', crypto);

})
