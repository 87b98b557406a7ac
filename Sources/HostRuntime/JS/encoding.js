// Encoding: TextEncoder / TextDecoder (UTF-8 only, WHATWG Encoding semantics) and atob / btoa
// (forgiving-base64, browser errors). Exports shared.utf8Encode(string) -> Uint8Array and
// shared.utf8Decode(bytes) -> string for the other pieces.
(function (host, shared) {
  'use strict';
  var DOMExceptionClass = shared.DOMException;
  var defineGlobal = shared.defineGlobal;
  var typedArrayTag = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;

  function utf8Length(str) {
    var n = 0;
    for (var i = 0; i < str.length; i++) {
      var c = str.charCodeAt(i);
      if (c < 0x80) n += 1;
      else if (c < 0x800) n += 2;
      else if (c >= 0xd800 && c <= 0xdbff && i + 1 < str.length && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { n += 4; i++; }
      else n += 3;
    }
    return n;
  }
  // Writes str into out (Uint8Array) from 0; returns [read (UTF-16 units), written (bytes)].
  function utf8Write(str, out) {
    var j = 0, i = 0, cap = out.length;
    for (; i < str.length; i++) {
      var c = str.charCodeAt(i);
      if (c < 0x80) {
        if (j + 1 > cap) break;
        out[j++] = c;
      } else if (c < 0x800) {
        if (j + 2 > cap) break;
        out[j++] = 0xc0 | (c >> 6);
        out[j++] = 0x80 | (c & 63);
      } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < str.length && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        if (j + 4 > cap) break;
        var cp = 0x10000 + ((c - 0xd800) << 10) + (str.charCodeAt(i + 1) - 0xdc00);
        out[j++] = 0xf0 | (cp >> 18);
        out[j++] = 0x80 | ((cp >> 12) & 63);
        out[j++] = 0x80 | ((cp >> 6) & 63);
        out[j++] = 0x80 | (cp & 63);
        i++;
      } else {
        if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;  // lone surrogate
        if (j + 3 > cap) break;
        out[j++] = 0xe0 | (c >> 12);
        out[j++] = 0x80 | ((c >> 6) & 63);
        out[j++] = 0x80 | (c & 63);
      }
    }
    return [i, j];
  }
  function utf8Encode(str) {
    str = String(str);
    var out = new Uint8Array(utf8Length(str));
    utf8Write(str, out);
    return out;
  }
  shared.utf8Encode = utf8Encode;

  function codeUnitsToString(units, n) {
    if (n <= 8192) return String.fromCharCode.apply(null, n === units.length ? units : units.slice(0, n));
    var s = '';
    for (var k = 0; k < n; k += 8192) s += String.fromCharCode.apply(null, units.slice(k, Math.min(n, k + 8192)));
    return s;
  }
  // WHATWG UTF-8 decoder. state = {needed, seen, cp, lower, upper}; returns string, or throws
  // when fatal. flush=true ends the stream.
  function decodeUTF8(bytes, state, fatal, flush) {
    var units = [];
    var n = 0;
    function emit(cp) {
      if (cp > 0xffff) {
        cp -= 0x10000;
        units[n++] = 0xd800 + (cp >> 10);
        units[n++] = 0xdc00 + (cp & 0x3ff);
      } else {
        units[n++] = cp;
      }
    }
    function fail() {
      if (fatal) throw new TypeError('The encoded data was not valid for encoding utf-8');
      emit(0xfffd);
    }
    for (var i = 0; i < bytes.length; i++) {
      var b = bytes[i];
      if (state.needed === 0) {
        if (b <= 0x7f) { units[n++] = b; continue; }
        if (b >= 0xc2 && b <= 0xdf) { state.needed = 1; state.cp = b & 0x1f; }
        else if (b >= 0xe0 && b <= 0xef) {
          if (b === 0xe0) state.lower = 0xa0;
          if (b === 0xed) state.upper = 0x9f;
          state.needed = 2; state.cp = b & 0xf;
        } else if (b >= 0xf0 && b <= 0xf4) {
          if (b === 0xf0) state.lower = 0x90;
          if (b === 0xf4) state.upper = 0x8f;
          state.needed = 3; state.cp = b & 0x7;
        } else { fail(); }
        continue;
      }
      if (b < state.lower || b > state.upper) {
        state.cp = 0; state.needed = 0; state.seen = 0; state.lower = 0x80; state.upper = 0xbf;
        fail();
        i--;  // reprocess this byte
        continue;
      }
      state.lower = 0x80; state.upper = 0xbf;
      state.cp = (state.cp << 6) | (b & 0x3f);
      state.seen++;
      if (state.seen === state.needed) {
        var cp = state.cp;
        state.cp = 0; state.needed = 0; state.seen = 0;
        emit(cp);
      }
    }
    if (flush && state.needed !== 0) {
      state.cp = 0; state.needed = 0; state.seen = 0; state.lower = 0x80; state.upper = 0xbf;
      fail();
    }
    return codeUnitsToString(units, n);
  }
  function newState() { return { needed: 0, seen: 0, cp: 0, lower: 0x80, upper: 0xbf }; }
  function toBytes(input) {
    if (input === undefined) return new Uint8Array(0);
    if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    var tag = Object.prototype.toString.call(input);
    if (tag === '[object ArrayBuffer]' || tag === '[object SharedArrayBuffer]') return new Uint8Array(input);
    throw new TypeError('The "input" argument must be an instance of ArrayBuffer or ArrayBufferView.' +
      ' Received ' + (shared.inspect ? shared.inspect(input, { depth: -1 }) : String(input)));
  }
  shared.utf8Decode = function (input) { return decodeUTF8(toBytes(input), newState(), false, true); };

  class TextEncoder {
    get encoding() { return 'utf-8'; }
    encode(input) { return utf8Encode(input === undefined ? '' : input); }
    encodeInto(source, destination) {
      if (typedArrayTag.call(destination) !== 'Uint8Array') {
        throw new TypeError('The "dest" argument must be an instance of Uint8Array.');
      }
      var r = utf8Write(String(source), destination);
      return { read: r[0], written: r[1] };
    }
  }
  Object.defineProperty(TextEncoder.prototype, Symbol.toStringTag, { value: 'TextEncoder', configurable: true });

  var utf8Labels = { 'unicode-1-1-utf-8': 1, 'unicode11utf8': 1, 'unicode20utf8': 1, 'utf-8': 1, 'utf8': 1, 'x-unicode20utf8': 1 };
  var decoderState = new WeakMap();
  class TextDecoder {
    constructor(label, options) {
      label = label === undefined ? 'utf-8' : String(label).trim().toLowerCase();
      if (!utf8Labels[label]) {
        var e = new RangeError('The "' + label + '" encoding is not supported');
        e.code = 'ERR_ENCODING_NOT_SUPPORTED';
        throw e;
      }
      options = options == null ? {} : options;
      decoderState.set(this, { fatal: !!options.fatal, ignoreBOM: !!options.ignoreBOM, state: newState(), bomSeen: false });
    }
    get encoding() { return 'utf-8'; }
    get fatal() { return decoderState.get(this).fatal; }
    get ignoreBOM() { return decoderState.get(this).ignoreBOM; }
    decode(input, options) {
      var d = decoderState.get(this);
      if (!d) throw new TypeError('Value of "this" must be of type TextDecoder');
      var stream = !!(options && options.stream);
      var bytes = toBytes(input);
      var s;
      try {
        s = decodeUTF8(bytes, d.state, d.fatal, !stream);
      } catch (err) {
        d.state = newState(); d.bomSeen = false;
        err.code = 'ERR_ENCODING_INVALID_ENCODED_DATA';
        throw err;
      }
      if (!d.ignoreBOM && !d.bomSeen && s.length > 0) {
        if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
        d.bomSeen = true;
      }
      if (!stream) { d.bomSeen = false; d.state = newState(); }
      return s;
    }
  }
  Object.defineProperty(TextDecoder.prototype, Symbol.toStringTag, { value: 'TextDecoder', configurable: true });
  defineGlobal('TextEncoder', TextEncoder);
  defineGlobal('TextDecoder', TextDecoder);

  // ---- atob / btoa ----
  var alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  var decodeTable = new Int16Array(256).fill(-1);
  for (var i = 0; i < 64; i++) decodeTable[alphabet.charCodeAt(i)] = i;
  function invalid(msg) { return new DOMExceptionClass(msg || 'Invalid character', 'InvalidCharacterError'); }
  function atob(input) {
    if (arguments.length === 0) throw new TypeError('The "input" argument must be specified');
    input = '' + input;
    var significant = 0, equals = 0;
    var clean = [];
    for (var n = 0; n < input.length; n++) {
      var c = input.charCodeAt(n);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d) continue;
      if (c === 0x3d) {
        significant++; equals++;
        if (equals > 2) throw invalid();
        continue;
      }
      if (c > 0xff || decodeTable[c] === -1) throw invalid();
      if (equals) throw invalid();
      significant++;
      clean.push(decodeTable[c]);
    }
    var remainder = significant % 4;
    if (!remainder) remainder = (significant - equals) % 4;
    else if (equals) throw invalid();
    if (remainder === 1) throw invalid('The string to be decoded is not correctly encoded.');
    var out = '';
    var units = [];
    for (var k = 0; k + 1 < clean.length; k += 4) {
      var a = clean[k], b = clean[k + 1], c2 = clean[k + 2], d = clean[k + 3];
      units.push((a << 2) | (b >> 4));
      if (c2 !== undefined) units.push(((b & 15) << 4) | (c2 >> 2));
      if (d !== undefined) units.push(((c2 & 3) << 6) | d);
      if (units.length >= 8192) { out += String.fromCharCode.apply(null, units); units = []; }
    }
    return out + String.fromCharCode.apply(null, units);
  }
  function btoa(input) {
    if (arguments.length === 0) throw new TypeError('The "input" argument must be specified');
    input = '' + input;
    for (var n = 0; n < input.length; n++) if (input.charCodeAt(n) > 0xff) throw invalid();
    var out = [];
    for (var k = 0; k < input.length; k += 3) {
      var a = input.charCodeAt(k), b = input.charCodeAt(k + 1), c = input.charCodeAt(k + 2);
      out.push(alphabet[a >> 2]);
      out.push(alphabet[((a & 3) << 4) | (b >= 0 ? b >> 4 : 0)]);
      out.push(b >= 0 ? alphabet[((b & 15) << 2) | (c >= 0 ? c >> 6 : 0)] : '=');
      out.push(c >= 0 ? alphabet[c & 63] : '=');
    }
    return out.join('');
  }
  defineGlobal('atob', atob);
  defineGlobal('btoa', btoa);
})
