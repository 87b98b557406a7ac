// URL / URLSearchParams: the WHATWG URL Standard basic URL parser (state machine with state
// overrides for the setters), host parsing (IPv4, IPv6, opaque hosts, domains; non-ASCII
// labels are lowercased, NFC-normalised and punycode-encoded, without the full UTS #46
// mapping tables), serialisation, origin, and application/x-www-form-urlencoded.
(function (host, shared) {
  'use strict';
  var hasOwn = Object.prototype.hasOwnProperty;
  var utf8Encode = shared.utf8Encode, utf8Decode = shared.utf8Decode;
  var inspectSymbol = Symbol.for('nodejs.util.inspect.custom');
  var specialPorts = { 'ftp': 21, 'file': null, 'http': 80, 'https': 443, 'ws': 80, 'wss': 443 };
  function isSpecialScheme(s) { return hasOwn.call(specialPorts, s); }

  // ---- percent-encoding ----
  function inC0(c) { return c < 0x20 || c > 0x7e; }
  function inFragment(c) { return inC0(c) || c === 0x20 || c === 0x22 || c === 0x3c || c === 0x3e || c === 0x60; }
  function inQuery(c) { return inC0(c) || c === 0x20 || c === 0x22 || c === 0x23 || c === 0x3c || c === 0x3e; }
  function inSpecialQuery(c) { return inQuery(c) || c === 0x27; }
  function inPath(c) { return inQuery(c) || c === 0x3f || c === 0x60 || c === 0x7b || c === 0x7d; }
  function inUserinfo(c) {
    return inPath(c) || c === 0x2f || c === 0x3a || c === 0x3b || c === 0x3d || c === 0x40 ||
      (c >= 0x5b && c <= 0x5e) || c === 0x7c;
  }
  function hex2(b) { return '%' + (b < 16 ? '0' : '') + b.toString(16).toUpperCase(); }
  function percentEncode(str, inSet) {
    var out = '';
    for (var i = 0; i < str.length; i++) {
      var c = str.charCodeAt(i);
      if (c < 0x80) { out += inSet(c) ? hex2(c) : str[i]; continue; }
      var j = i + 1;
      while (j < str.length && str.charCodeAt(j) >= 0x80) j++;
      var bytes = utf8Encode(str.slice(i, j));
      for (var k = 0; k < bytes.length; k++) out += hex2(bytes[k]);
      i = j - 1;
    }
    return out;
  }
  function isHex(c) { return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66); }
  function percentDecodeBytes(bytes) {
    var out = new Uint8Array(bytes.length);
    var n = 0;
    for (var i = 0; i < bytes.length; i++) {
      var b = bytes[i];
      if (b === 0x25 && i + 2 < bytes.length && isHex(bytes[i + 1]) && isHex(bytes[i + 2])) {
        out[n++] = parseInt(String.fromCharCode(bytes[i + 1], bytes[i + 2]), 16);
        i += 2;
      } else {
        out[n++] = b;
      }
    }
    return out.subarray(0, n);
  }
  function percentDecodeString(str) { return utf8Decode(percentDecodeBytes(utf8Encode(str))); }

  // ---- hosts ----
  function forbiddenHost(c) {
    return c === 0 || c === 9 || c === 0xa || c === 0xd || c === 0x20 || c === 0x23 || c === 0x2f || c === 0x3a ||
      c === 0x3c || c === 0x3e || c === 0x3f || c === 0x40 || c === 0x5b || c === 0x5c || c === 0x5d || c === 0x5e || c === 0x7c;
  }
  function forbiddenDomain(c) { return forbiddenHost(c) || (c >= 0 && c <= 0x1f) || c === 0x25 || c === 0x7f; }

  function punycodeEncode(input) {
    var cps = Array.from(input, function (ch) { return ch.codePointAt(0); });
    var n = 128, delta = 0, bias = 72, out = '';
    var basic = cps.filter(function (c) { return c < 0x80; });
    for (var i = 0; i < basic.length; i++) out += String.fromCharCode(basic[i]);
    var h = basic.length, b = basic.length;
    if (b > 0) out += '-';
    function digit(d) { return String.fromCharCode(d < 26 ? d + 97 : d + 22); }
    function adapt(delta, numPoints, first) {
      delta = first ? Math.floor(delta / 700) : delta >> 1;
      delta += Math.floor(delta / numPoints);
      var k = 0;
      while (delta > 455) { delta = Math.floor(delta / 35); k += 36; }
      return k + Math.floor(36 * delta / (delta + 38));
    }
    while (h < cps.length) {
      var m = Infinity;
      for (var j = 0; j < cps.length; j++) if (cps[j] >= n && cps[j] < m) m = cps[j];
      delta += (m - n) * (h + 1);
      n = m;
      for (var q = 0; q < cps.length; q++) {
        var c = cps[q];
        if (c < n) delta++;
        if (c === n) {
          var qq = delta;
          for (var k = 36; ; k += 36) {
            var t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
            if (qq < t) break;
            out += digit(t + (qq - t) % (36 - t));
            qq = Math.floor((qq - t) / (36 - t));
          }
          out += digit(qq);
          bias = adapt(delta, h + 1, h === b);
          delta = 0;
          h++;
        }
      }
      delta++; n++;
    }
    return out;
  }
  function domainToASCII(domain) {
    var ascii = true;
    for (var i = 0; i < domain.length; i++) if (domain.charCodeAt(i) >= 0x80) { ascii = false; break; }
    if (ascii) return domain.toLowerCase();
    domain = domain.normalize('NFC').toLowerCase().replace(/[\u3002\uff0e\uff61]/g, '.');
    return domain.split('.').map(function (label) {
      for (var i = 0; i < label.length; i++) if (label.charCodeAt(i) >= 0x80) return 'xn--' + punycodeEncode(label);
      return label;
    }).join('.');
  }
  function parseIPv4Number(s) {
    if (s === '') return NaN;
    var radix = 10;
    if (s.length >= 2 && s[0] === '0' && (s[1] === 'x' || s[1] === 'X')) { s = s.slice(2); radix = 16; }
    else if (s.length >= 2 && s[0] === '0') { s = s.slice(1); radix = 8; }
    if (s === '') return 0;
    var re = radix === 10 ? /^[0-9]+$/ : radix === 16 ? /^[0-9a-fA-F]+$/ : /^[0-7]+$/;
    if (!re.test(s)) return NaN;
    return parseInt(s, radix);
  }
  function endsInNumber(input) {
    var parts = input.split('.');
    if (parts[parts.length - 1] === '') {
      if (parts.length === 1) return false;
      parts.pop();
    }
    var last = parts[parts.length - 1];
    if (last !== '' && /^[0-9]+$/.test(last)) return true;
    return !isNaN(parseIPv4Number(last)) && /^0[xX]/.test(last);
  }
  function parseIPv4(input) {
    var parts = input.split('.');
    if (parts[parts.length - 1] === '' && parts.length > 1) parts.pop();
    if (parts.length > 4) return null;
    var numbers = [];
    for (var i = 0; i < parts.length; i++) {
      var n = parseIPv4Number(parts[i]);
      if (isNaN(n)) return null;
      numbers.push(n);
    }
    for (var j = 0; j < numbers.length - 1; j++) if (numbers[j] > 255) return null;
    if (numbers[numbers.length - 1] >= Math.pow(256, 5 - numbers.length)) return null;
    var ipv4 = numbers[numbers.length - 1];
    for (var k = 0; k < numbers.length - 1; k++) ipv4 += numbers[k] * Math.pow(256, 3 - k);
    var out = [];
    for (var m = 0; m < 4; m++) { out.unshift(String(ipv4 % 256)); ipv4 = Math.floor(ipv4 / 256); }
    return out.join('.');
  }
  function parseIPv6(input) {
    var address = [0, 0, 0, 0, 0, 0, 0, 0];
    var pieceIndex = 0, compress = null, pointer = 0;
    var c = function () { return pointer < input.length ? input.charCodeAt(pointer) : NaN; };
    if (c() === 0x3a) {
      if (input.charCodeAt(1) !== 0x3a) return null;
      pointer += 2; pieceIndex++; compress = pieceIndex;
    }
    while (pointer < input.length) {
      if (pieceIndex === 8) return null;
      if (c() === 0x3a) {
        if (compress !== null) return null;
        pointer++; pieceIndex++; compress = pieceIndex;
        continue;
      }
      var value = 0, length = 0;
      while (length < 4 && isHex(c())) { value = value * 16 + parseInt(input[pointer], 16); pointer++; length++; }
      if (c() === 0x2e) {
        if (length === 0) return null;
        pointer -= length;
        if (pieceIndex > 6) return null;
        var numbersSeen = 0;
        while (pointer < input.length) {
          var ipv4Piece = null;
          if (numbersSeen > 0) {
            if (c() === 0x2e && numbersSeen < 4) pointer++;
            else return null;
          }
          if (!(c() >= 0x30 && c() <= 0x39)) return null;
          while (c() >= 0x30 && c() <= 0x39) {
            var number = c() - 0x30;
            if (ipv4Piece === null) ipv4Piece = number;
            else if (ipv4Piece === 0) return null;
            else ipv4Piece = ipv4Piece * 10 + number;
            if (ipv4Piece > 255) return null;
            pointer++;
          }
          address[pieceIndex] = address[pieceIndex] * 0x100 + ipv4Piece;
          numbersSeen++;
          if (numbersSeen === 2 || numbersSeen === 4) pieceIndex++;
        }
        if (numbersSeen !== 4) return null;
        break;
      } else if (c() === 0x3a) {
        pointer++;
        if (pointer >= input.length) return null;
      } else if (pointer < input.length) {
        return null;
      }
      address[pieceIndex] = value;
      pieceIndex++;
    }
    if (compress !== null) {
      var swaps = pieceIndex - compress;
      pieceIndex = 7;
      while (pieceIndex !== 0 && swaps > 0) {
        var tmp = address[compress + swaps - 1];
        address[compress + swaps - 1] = address[pieceIndex];
        address[pieceIndex] = tmp;
        pieceIndex--; swaps--;
      }
    } else if (pieceIndex !== 8) {
      return null;
    }
    // serialise, compressing the first longest run (length > 1) of zero pieces
    var best = -1, bestLen = 1;
    for (var i = 0; i < 8; i++) {
      if (address[i] !== 0) continue;
      var j = i;
      while (j < 8 && address[j] === 0) j++;
      if (j - i > bestLen) { best = i; bestLen = j - i; }
      i = j;
    }
    var out = '', ignore0 = false;
    for (var p = 0; p < 8; p++) {
      if (ignore0 && address[p] === 0) continue;
      ignore0 = false;
      if (best === p) { out += p === 0 ? '::' : ':'; ignore0 = true; continue; }
      out += address[p].toString(16);
      if (p !== 7) out += ':';
    }
    return '[' + out + ']';
  }
  function parseHost(input, isOpaque) {
    if (input[0] === '[') {
      if (input[input.length - 1] !== ']') return null;
      return parseIPv6(input.slice(1, -1));
    }
    if (isOpaque) {
      for (var i = 0; i < input.length; i++) {
        var c = input.charCodeAt(i);
        if (c !== 0x25 && forbiddenHost(c)) return null;
      }
      return percentEncode(input, inC0);
    }
    var domain = utf8Decode(percentDecodeBytes(utf8Encode(input)));
    var asciiDomain = domainToASCII(domain);
    if (asciiDomain === '') return null;
    for (var j = 0; j < asciiDomain.length; j++) if (forbiddenDomain(asciiDomain.charCodeAt(j))) return null;
    if (endsInNumber(asciiDomain)) return parseIPv4(asciiDomain);
    return asciiDomain;
  }

  // ---- the basic URL parser ----
  var SCHEME_START = 1, SCHEME = 2, NO_SCHEME = 3, SPECIAL_RELATIVE_OR_AUTHORITY = 4, PATH_OR_AUTHORITY = 5,
    RELATIVE = 6, RELATIVE_SLASH = 7, SPECIAL_AUTHORITY_SLASHES = 8, SPECIAL_AUTHORITY_IGNORE_SLASHES = 9,
    AUTHORITY = 10, HOST = 11, HOSTNAME = 12, PORT = 13, FILE = 14, FILE_SLASH = 15, FILE_HOST = 16,
    PATH_START = 17, PATH = 18, OPAQUE_PATH = 19, QUERY = 20, FRAGMENT = 21;
  var FAILURE = {};

  function newRecord() {
    return { scheme: '', username: '', password: '', host: null, port: null, path: [], query: null, fragment: null };
  }
  function isWindowsDriveLetter(s, normalizedOnly) {
    return s.length === 2 && /[a-zA-Z]/.test(s[0]) && (s[1] === ':' || (!normalizedOnly && s[1] === '|'));
  }
  function startsWithWindowsDriveLetter(cps, p) {
    if (cps.length - p < 2) return false;
    if (!isWindowsDriveLetter(cps[p] + cps[p + 1])) return false;
    if (cps.length - p === 2) return true;
    var t = cps[p + 2];
    return t === '/' || t === '\\' || t === '?' || t === '#';
  }
  function shortenPath(url) {
    var path = url.path;
    if (url.scheme === 'file' && path.length === 1 && isWindowsDriveLetter(path[0], true)) return;
    path.pop();
  }
  function isSingleDot(s) { return s === '.' || s.toLowerCase() === '%2e'; }
  function isDoubleDot(s) {
    s = s.toLowerCase();
    return s === '..' || s === '.%2e' || s === '%2e.' || s === '%2e%2e';
  }
  function hasOpaquePath(url) { return typeof url.path === 'string'; }
  function includesCredentials(url) { return url.username !== '' || url.password !== ''; }

  function basicParse(input, base, url, stateOverride) {
    if (!url) {
      url = newRecord();
      input = input.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
    }
    input = input.replace(/[\t\n\r]/g, '');
    var state = stateOverride || SCHEME_START;
    var buffer = '';
    var atSignSeen = false, insideBrackets = false, passwordTokenSeen = false;
    var cps = Array.from(input);
    var special = isSpecialScheme(url.scheme);
    for (var pointer = 0; pointer <= cps.length; pointer++) {
      var c = cps[pointer];  // undefined = EOF
      switch (state) {
        case SCHEME_START:
          if (c !== undefined && /[a-zA-Z]/.test(c)) { buffer += c.toLowerCase(); state = SCHEME; }
          else if (!stateOverride) { state = NO_SCHEME; pointer--; }
          else return FAILURE;
          break;
        case SCHEME:
          if (c !== undefined && /[a-zA-Z0-9+\-.]/.test(c)) { buffer += c.toLowerCase(); }
          else if (c === ':') {
            if (stateOverride) {
              if (isSpecialScheme(url.scheme) !== isSpecialScheme(buffer)) return url;
              if ((includesCredentials(url) || url.port !== null) && buffer === 'file') return url;
              if (url.scheme === 'file' && url.host === '') return url;
            }
            url.scheme = buffer;
            special = isSpecialScheme(buffer);
            if (stateOverride) {
              if (url.port === specialPorts[url.scheme]) url.port = null;
              return url;
            }
            buffer = '';
            if (url.scheme === 'file') state = FILE;
            else if (special && base && base.scheme === url.scheme) state = SPECIAL_RELATIVE_OR_AUTHORITY;
            else if (special) state = SPECIAL_AUTHORITY_SLASHES;
            else if (cps[pointer + 1] === '/') { state = PATH_OR_AUTHORITY; pointer++; }
            else { url.path = ''; state = OPAQUE_PATH; }
          } else if (!stateOverride) {
            buffer = ''; state = NO_SCHEME; pointer = -1;
          } else return FAILURE;
          break;
        case NO_SCHEME:
          if (!base || (hasOpaquePath(base) && c !== '#')) return FAILURE;
          if (hasOpaquePath(base) && c === '#') {
            url.scheme = base.scheme; special = isSpecialScheme(url.scheme);
            url.path = base.path; url.query = base.query; url.fragment = ''; state = FRAGMENT;
          } else if (base.scheme !== 'file') { state = RELATIVE; pointer--; }
          else { state = FILE; pointer--; }
          break;
        case SPECIAL_RELATIVE_OR_AUTHORITY:
          if (c === '/' && cps[pointer + 1] === '/') { state = SPECIAL_AUTHORITY_IGNORE_SLASHES; pointer++; }
          else { state = RELATIVE; pointer--; }
          break;
        case PATH_OR_AUTHORITY:
          if (c === '/') state = AUTHORITY;
          else { state = PATH; pointer--; }
          break;
        case RELATIVE:
          url.scheme = base.scheme; special = isSpecialScheme(url.scheme);
          if (c === '/') state = RELATIVE_SLASH;
          else if (special && c === '\\') state = RELATIVE_SLASH;
          else {
            url.username = base.username; url.password = base.password; url.host = base.host;
            url.port = base.port; url.path = base.path.slice(); url.query = base.query;
            if (c === '?') { url.query = ''; state = QUERY; }
            else if (c === '#') { url.fragment = ''; state = FRAGMENT; }
            else if (c !== undefined) { url.query = null; shortenPath(url); state = PATH; pointer--; }
          }
          break;
        case RELATIVE_SLASH:
          if (special && (c === '/' || c === '\\')) state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          else if (c === '/') state = AUTHORITY;
          else {
            url.username = base.username; url.password = base.password; url.host = base.host; url.port = base.port;
            state = PATH; pointer--;
          }
          break;
        case SPECIAL_AUTHORITY_SLASHES:
          if (c === '/' && cps[pointer + 1] === '/') { state = SPECIAL_AUTHORITY_IGNORE_SLASHES; pointer++; }
          else { state = SPECIAL_AUTHORITY_IGNORE_SLASHES; pointer--; }
          break;
        case SPECIAL_AUTHORITY_IGNORE_SLASHES:
          if (c !== '/' && c !== '\\') { state = AUTHORITY; pointer--; }
          break;
        case AUTHORITY:
          if (c === '@') {
            if (atSignSeen) buffer = '%40' + buffer;
            atSignSeen = true;
            var bcps = Array.from(buffer);
            for (var i = 0; i < bcps.length; i++) {
              if (bcps[i] === ':' && !passwordTokenSeen) { passwordTokenSeen = true; continue; }
              var enc = percentEncode(bcps[i], inUserinfo);
              if (passwordTokenSeen) url.password += enc; else url.username += enc;
            }
            buffer = '';
          } else if (c === undefined || c === '/' || c === '?' || c === '#' || (special && c === '\\')) {
            if (atSignSeen && buffer === '') return FAILURE;
            pointer -= Array.from(buffer).length + 1;
            buffer = '';
            state = HOST;
          } else buffer += c;
          break;
        case HOST:
        case HOSTNAME:
          if (stateOverride && url.scheme === 'file') { pointer--; state = FILE_HOST; }
          else if (c === ':' && !insideBrackets) {
            if (buffer === '') return FAILURE;
            if (stateOverride === HOSTNAME) return FAILURE;
            var h = parseHost(buffer, !special);
            if (h === null) return FAILURE;
            url.host = h; buffer = ''; state = PORT;
          } else if (c === undefined || c === '/' || c === '?' || c === '#' || (special && c === '\\')) {
            pointer--;
            if (special && buffer === '') return FAILURE;
            if (stateOverride && buffer === '' && (includesCredentials(url) || url.port !== null)) return FAILURE;
            var h2 = parseHost(buffer, !special);
            if (h2 === null) return FAILURE;
            url.host = h2; buffer = ''; state = PATH_START;
            if (stateOverride) return url;
          } else {
            if (c === '[') insideBrackets = true;
            if (c === ']') insideBrackets = false;
            buffer += c;
          }
          break;
        case PORT:
          if (c !== undefined && c >= '0' && c <= '9') buffer += c;
          else if (c === undefined || c === '/' || c === '?' || c === '#' || (special && c === '\\') || stateOverride) {
            if (buffer !== '') {
              var port = parseInt(buffer, 10);
              if (port > 65535) return FAILURE;
              url.port = port === specialPorts[url.scheme] ? null : port;
              buffer = '';
            } else if (stateOverride) {
              return FAILURE;
            }
            if (stateOverride) return url;
            state = PATH_START; pointer--;
          } else return FAILURE;
          break;
        case FILE:
          url.scheme = 'file'; special = true;
          url.host = '';
          if (c === '/' || c === '\\') state = FILE_SLASH;
          else if (base && base.scheme === 'file') {
            url.host = base.host; url.path = base.path.slice(); url.query = base.query;
            if (c === '?') { url.query = ''; state = QUERY; }
            else if (c === '#') { url.fragment = ''; state = FRAGMENT; }
            else if (c !== undefined) {
              url.query = null;
              if (!startsWithWindowsDriveLetter(cps, pointer)) shortenPath(url);
              else url.path = [];
              state = PATH; pointer--;
            }
          } else { state = PATH; pointer--; }
          break;
        case FILE_SLASH:
          if (c === '/' || c === '\\') state = FILE_HOST;
          else {
            if (base && base.scheme === 'file') {
              url.host = base.host;
              if (!startsWithWindowsDriveLetter(cps, pointer) && base.path.length > 0 && isWindowsDriveLetter(base.path[0], true)) {
                url.path.push(base.path[0]);
              }
            }
            state = PATH; pointer--;
          }
          break;
        case FILE_HOST:
          if (c === undefined || c === '/' || c === '\\' || c === '?' || c === '#') {
            pointer--;
            if (!stateOverride && isWindowsDriveLetter(buffer)) state = PATH;
            else if (buffer === '') {
              url.host = '';
              if (stateOverride) return url;
              state = PATH_START;
            } else {
              var fh = parseHost(buffer, !special);
              if (fh === null) return FAILURE;
              if (fh === 'localhost') fh = '';
              url.host = fh;
              if (stateOverride) return url;
              buffer = ''; state = PATH_START;
            }
          } else buffer += c;
          break;
        case PATH_START:
          if (special) {
            state = PATH;
            if (c !== '/' && c !== '\\') pointer--;
          } else if (!stateOverride && c === '?') { url.query = ''; state = QUERY; }
          else if (!stateOverride && c === '#') { url.fragment = ''; state = FRAGMENT; }
          else if (c !== undefined) { state = PATH; if (c !== '/') pointer--; }
          else if (stateOverride && url.host === null) url.path.push('');
          break;
        case PATH:
          if (c === undefined || c === '/' || (special && c === '\\') || (!stateOverride && (c === '?' || c === '#'))) {
            var slash = c === '/' || (special && c === '\\');
            if (isDoubleDot(buffer)) {
              shortenPath(url);
              if (!slash) url.path.push('');
            } else if (isSingleDot(buffer) && !slash) {
              url.path.push('');
            } else if (!isSingleDot(buffer)) {
              if (url.scheme === 'file' && url.path.length === 0 && isWindowsDriveLetter(buffer)) buffer = buffer[0] + ':';
              url.path.push(buffer);
            }
            buffer = '';
            if (c === '?') { url.query = ''; state = QUERY; }
            if (c === '#') { url.fragment = ''; state = FRAGMENT; }
          } else {
            buffer += percentEncode(c, inPath);
          }
          break;
        case OPAQUE_PATH:
          if (c === '?') { url.query = ''; state = QUERY; }
          else if (c === '#') { url.fragment = ''; state = FRAGMENT; }
          else if (c !== undefined) url.path += percentEncode(c, inC0);
          break;
        case QUERY:
          if ((!stateOverride && c === '#') || c === undefined) {
            url.query += percentEncode(buffer, special ? inSpecialQuery : inQuery);
            buffer = '';
            if (c === '#') { url.fragment = ''; state = FRAGMENT; }
          } else buffer += c;
          break;
        case FRAGMENT:
          if (c !== undefined) url.fragment += percentEncode(c, inFragment);
          break;
      }
    }
    return url;
  }
  function serializePath(url) {
    if (hasOpaquePath(url)) return url.path;
    var out = '';
    for (var i = 0; i < url.path.length; i++) out += '/' + url.path[i];
    return out;
  }
  function serialize(url, excludeFragment) {
    var out = url.scheme + ':';
    if (url.host !== null) {
      out += '//';
      if (includesCredentials(url)) {
        out += url.username;
        if (url.password !== '') out += ':' + url.password;
        out += '@';
      }
      out += url.host;
      if (url.port !== null) out += ':' + url.port;
    }
    if (url.host === null && !hasOpaquePath(url) && url.path.length > 1 && url.path[0] === '') out += '/.';
    out += serializePath(url);
    if (url.query !== null) out += '?' + url.query;
    if (!excludeFragment && url.fragment !== null) out += '#' + url.fragment;
    return out;
  }
  function originOf(url) {
    switch (url.scheme) {
      case 'blob': {
        var inner = basicParse(serializePath(url), null);
        if (inner !== FAILURE && (inner.scheme === 'http' || inner.scheme === 'https')) return originOf(inner);
        return 'null';
      }
      case 'ftp': case 'http': case 'https': case 'ws': case 'wss':
        return url.scheme + '://' + url.host + (url.port !== null ? ':' + url.port : '');
      default:
        return 'null';
    }
  }

  // ---- application/x-www-form-urlencoded ----
  function formParse(input) {
    var list = [];
    if (input === '') return list;
    var seqs = input.split('&');
    for (var i = 0; i < seqs.length; i++) {
      var seq = seqs[i];
      if (seq === '') continue;
      var eq = seq.indexOf('=');
      var name = eq === -1 ? seq : seq.slice(0, eq);
      var value = eq === -1 ? '' : seq.slice(eq + 1);
      list.push([percentDecodeString(name.replace(/\+/g, ' ')), percentDecodeString(value.replace(/\+/g, ' '))]);
    }
    return list;
  }
  function formEncode(str) {
    var bytes = utf8Encode(str);
    var out = '';
    for (var i = 0; i < bytes.length; i++) {
      var b = bytes[i];
      if (b === 0x20) out += '+';
      else if ((b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) ||
               b === 0x2a || b === 0x2d || b === 0x2e || b === 0x5f) out += String.fromCharCode(b);
      else out += hex2(b);
    }
    return out;
  }
  function formSerialize(list) {
    var out = [];
    for (var i = 0; i < list.length; i++) out.push(formEncode(list[i][0]) + '=' + formEncode(list[i][1]));
    return out.join('&');
  }
  function toUSVString(v) {
    var s = String(v);
    return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  }

  var paramsState = new WeakMap();  // URLSearchParams -> { list, url (URL or null) }
  var urlState = new WeakMap();     // URL -> { record, params }
  function paramsOf(self) {
    var s = paramsState.get(self);
    if (!s) throw new TypeError('Value of "this" must be of type URLSearchParams');
    return s;
  }
  function updateParams(s) {
    if (!s.url) return;
    var record = urlState.get(s.url).record;
    var serialized = formSerialize(s.list);
    record.query = serialized === '' ? null : serialized;
    if (serialized === '') stripTrailingSpacesFromOpaquePath(record);
  }
  function stripTrailingSpacesFromOpaquePath(record) {
    if (!hasOpaquePath(record)) return;
    if (record.fragment !== null) return;
    if (record.query !== null) return;
    record.path = record.path.replace(/ +$/, '');
  }

  function makeIterator(self, kind) {
    var s = paramsOf(self);
    var index = 0;
    var it = Object.create(URLSearchParamsIteratorPrototype);
    iteratorState.set(it, {
      next: function () {
        if (index >= s.list.length) return { value: undefined, done: true };
        var pair = s.list[index++];
        return { value: kind === 'keys' ? pair[0] : kind === 'values' ? pair[1] : [pair[0], pair[1]], done: false };
      },
      rest: function () {
        return s.list.slice(index).map(function (pair) { return kind === 'keys' ? pair[0] : kind === 'values' ? pair[1] : [pair[0], pair[1]]; });
      }
    });
    return it;
  }
  var iteratorState = new WeakMap();
  var IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
  var URLSearchParamsIteratorPrototype = Object.create(IteratorPrototype, {
    next: { value: function next() { return iteratorState.get(this).next(); }, writable: true, configurable: true },
    [Symbol.toStringTag]: { value: 'URLSearchParams Iterator', configurable: true },
    [inspectSymbol]: {
      value: function (depth, options, inspect) {
        var rest = iteratorState.get(this).rest();
        var inner = inspect(rest, Object.assign({}, options, { breakLength: Infinity }));
        return 'URLSearchParams Iterator {' + (rest.length ? ' ' + inner.slice(1, -1).trim() + ' ' : '') + '}';
      }, configurable: true
    }
  });

  class URLSearchParams {
    constructor(init) {
      var s = { list: [], url: null };
      paramsState.set(this, s);
      if (init === undefined || init === null) return;
      if (typeof init === 'object' || typeof init === 'function') {
        if (typeof init[Symbol.iterator] === 'function') {
          for (var pair of init) {
            if ((typeof pair !== 'object' && typeof pair !== 'function') || pair === null || typeof pair[Symbol.iterator] !== 'function') {
              throw tupleError();
            }
            var arr = Array.from(pair);
            if (arr.length !== 2) throw tupleError();
            s.list.push([toUSVString(arr[0]), toUSVString(arr[1])]);
          }
        } else {
          var keys = Reflect.ownKeys(init);
          for (var i = 0; i < keys.length; i++) {
            var k = keys[i];
            if (typeof k !== 'string') continue;
            var d = Object.getOwnPropertyDescriptor(init, k);
            if (d && d.enumerable) s.list.push([toUSVString(k), toUSVString(init[k])]);
          }
        }
      } else {
        var str = toUSVString(init);
        if (str[0] === '?') str = str.slice(1);
        s.list = formParse(str);
      }
    }
    get size() { return paramsOf(this).list.length; }
    append(name, value) {
      if (arguments.length < 2) throw missingArgs(['name', 'value']);
      var s = paramsOf(this);
      s.list.push([toUSVString(name), toUSVString(value)]);
      updateParams(s);
    }
    delete(name, value) {
      if (arguments.length < 1) throw missingArgs(['name']);
      var s = paramsOf(this);
      name = toUSVString(name);
      if (value !== undefined) value = toUSVString(value);
      s.list = s.list.filter(function (p) { return !(p[0] === name && (value === undefined || p[1] === value)); });
      updateParams(s);
    }
    get(name) {
      if (arguments.length < 1) throw missingArgs(['name']);
      var list = paramsOf(this).list;
      name = toUSVString(name);
      for (var i = 0; i < list.length; i++) if (list[i][0] === name) return list[i][1];
      return null;
    }
    getAll(name) {
      if (arguments.length < 1) throw missingArgs(['name']);
      name = toUSVString(name);
      return paramsOf(this).list.filter(function (p) { return p[0] === name; }).map(function (p) { return p[1]; });
    }
    has(name, value) {
      if (arguments.length < 1) throw missingArgs(['name']);
      name = toUSVString(name);
      if (value !== undefined) value = toUSVString(value);
      return paramsOf(this).list.some(function (p) { return p[0] === name && (value === undefined || p[1] === value); });
    }
    set(name, value) {
      if (arguments.length < 2) throw missingArgs(['name', 'value']);
      var s = paramsOf(this);
      name = toUSVString(name); value = toUSVString(value);
      var found = false;
      s.list = s.list.filter(function (p) {
        if (p[0] !== name) return true;
        if (found) return false;
        found = true; p[1] = value; return true;
      });
      if (!found) s.list.push([name, value]);
      updateParams(s);
    }
    sort() {
      var s = paramsOf(this);
      var indexed = s.list.map(function (p, i) { return [p, i]; });
      indexed.sort(function (a, b) {
        if (a[0][0] < b[0][0]) return -1;
        if (a[0][0] > b[0][0]) return 1;
        return a[1] - b[1];
      });
      s.list = indexed.map(function (x) { return x[0]; });
      updateParams(s);
    }
    forEach(callback, thisArg) {
      if (typeof callback !== 'function') {
        throw new TypeError('The "callback" argument must be of type function. Received ' + shared.inspect(callback));
      }
      var list = paramsOf(this).list;
      for (var i = 0; i < list.length; i++) callback.call(thisArg, list[i][1], list[i][0], this);
    }
    keys() { return makeIterator(this, 'keys'); }
    values() { return makeIterator(this, 'values'); }
    entries() { return makeIterator(this, 'entries'); }
    toString() { return formSerialize(paramsOf(this).list); }
    [inspectSymbol](depth, options, inspect) {
      var list = paramsOf(this).list;
      if (list.length === 0) return 'URLSearchParams {}';
      var parts = list.map(function (p) { return inspect(p[0]) + ' => ' + inspect(p[1]); });
      var one = 'URLSearchParams { ' + parts.join(', ') + ' }';
      if (one.length <= (options && options.breakLength || 80)) return one;
      return 'URLSearchParams {\n  ' + parts.join(',\n  ') + ' }';
    }
  }
  URLSearchParams.prototype[Symbol.iterator] = URLSearchParams.prototype.entries;
  Object.defineProperty(URLSearchParams.prototype, Symbol.iterator, { enumerable: false });
  Object.defineProperty(URLSearchParams.prototype, Symbol.toStringTag, { value: 'URLSearchParams', configurable: true });

  function tupleError() {
    var e = new TypeError('Each query pair must be an iterable [name, value] tuple');
    e.code = 'ERR_INVALID_TUPLE';
    return e;
  }
  function missingArgs(names) {
    var e = new TypeError('The ' + names.map(function (n) { return '"' + n + '"'; }).join(' and ') +
      ' argument' + (names.length > 1 ? 's' : '') + ' must be specified');
    e.code = 'ERR_MISSING_ARGS';
    return e;
  }
  function invalidURL(input) {
    var e = new TypeError('Invalid URL');
    e.code = 'ERR_INVALID_URL';
    e.input = input;
    return e;
  }

  function parseWithBase(url, base) {
    var baseRecord = null;
    if (base !== undefined) {
      baseRecord = basicParse(toUSVString(base), null);
      if (baseRecord === FAILURE) return FAILURE;
    }
    return basicParse(toUSVString(url), baseRecord);
  }
  function recordOf(self) {
    var s = urlState.get(self);
    if (!s) throw new TypeError('Value of "this" must be of type URL');
    return s;
  }
  function cannotHaveCredentials(r) { return r.host === null || r.host === '' || r.scheme === 'file'; }
  function linkParams(self, s) {
    var ps = paramsOf(s.params);
    ps.list = s.record.query === null ? [] : formParse(s.record.query);
  }

  class URL {
    constructor(url, base) {
      if (arguments.length === 0) throw missingArgs(['url']);
      var record = parseWithBase(url, base);
      if (record === FAILURE) throw invalidURL(String(url));
      var params = new URLSearchParams();
      var s = { record: record, params: params };
      urlState.set(this, s);
      paramsOf(params).url = this;
      linkParams(this, s);
    }
    static canParse(url, base) {
      if (arguments.length === 0) throw missingArgs(['url']);
      return parseWithBase(url, base) !== FAILURE;
    }
    static parse(url, base) {
      if (arguments.length === 0) throw missingArgs(['url']);
      try { return new URL(url, base); } catch (e) { return null; }
    }
    get href() { return serialize(recordOf(this).record); }
    set href(value) {
      var s = recordOf(this);
      var r = basicParse(toUSVString(value), null);
      if (r === FAILURE) throw invalidURL(String(value));
      s.record = r;
      linkParams(this, s);
    }
    get origin() { return originOf(recordOf(this).record); }
    get protocol() { return recordOf(this).record.scheme + ':'; }
    set protocol(value) {
      var r = recordOf(this).record;
      var copy = Object.assign({}, r, { path: hasOpaquePath(r) ? r.path : r.path.slice() });
      var res = basicParse(toUSVString(value) + ':', null, copy, SCHEME_START);
      if (res !== FAILURE) Object.assign(r, copy);
    }
    get username() { return recordOf(this).record.username; }
    set username(value) {
      var r = recordOf(this).record;
      if (cannotHaveCredentials(r)) return;
      r.username = percentEncode(toUSVString(value), inUserinfo);
    }
    get password() { return recordOf(this).record.password; }
    set password(value) {
      var r = recordOf(this).record;
      if (cannotHaveCredentials(r)) return;
      r.password = percentEncode(toUSVString(value), inUserinfo);
    }
    get host() {
      var r = recordOf(this).record;
      if (r.host === null) return '';
      return r.port === null ? r.host : r.host + ':' + r.port;
    }
    set host(value) { setWithOverride(this, value, HOST); }
    get hostname() { var h = recordOf(this).record.host; return h === null ? '' : h; }
    set hostname(value) { setWithOverride(this, value, HOSTNAME); }
    get port() { var p = recordOf(this).record.port; return p === null ? '' : String(p); }
    set port(value) {
      var r = recordOf(this).record;
      if (cannotHaveCredentials(r)) return;
      value = toUSVString(value);
      if (value === '') { r.port = null; return; }
      setWithOverride(this, value, PORT);
    }
    get pathname() { return serializePath(recordOf(this).record); }
    set pathname(value) {
      var r = recordOf(this).record;
      if (hasOpaquePath(r)) return;
      var copy = Object.assign({}, r, { path: [] });
      if (basicParse(toUSVString(value), null, copy, PATH_START) !== FAILURE) Object.assign(r, copy);
    }
    get search() { var q = recordOf(this).record.query; return q === null || q === '' ? '' : '?' + q; }
    set search(value) {
      var s = recordOf(this);
      var r = s.record;
      value = toUSVString(value);
      if (value === '') {
        r.query = null;
        paramsOf(s.params).list = [];
        stripTrailingSpacesFromOpaquePath(r);
        return;
      }
      var input = value[0] === '?' ? value.slice(1) : value;
      r.query = '';
      basicParse(input, null, r, QUERY);
      paramsOf(s.params).list = formParse(input);
    }
    get searchParams() { return recordOf(this).params; }
    get hash() { var f = recordOf(this).record.fragment; return f === null || f === '' ? '' : '#' + f; }
    set hash(value) {
      var r = recordOf(this).record;
      value = toUSVString(value);
      if (value === '') {
        r.fragment = null;
        stripTrailingSpacesFromOpaquePath(r);
        return;
      }
      var input = value[0] === '#' ? value.slice(1) : value;
      r.fragment = '';
      basicParse(input, null, r, FRAGMENT);
    }
    toString() { return serialize(recordOf(this).record); }
    toJSON() { return serialize(recordOf(this).record); }
    [inspectSymbol](depth, options, inspect) {
      if (typeof depth === 'number' && depth < 0) return '[URL]';
      var obj = {
        href: this.href, origin: this.origin, protocol: this.protocol, username: this.username,
        password: this.password, host: this.host, hostname: this.hostname, port: this.port,
        pathname: this.pathname, search: this.search, searchParams: this.searchParams, hash: this.hash
      };
      return 'URL ' + inspect(obj, options);
    }
  }
  function setWithOverride(self, value, state) {
    var r = recordOf(self).record;
    if (hasOpaquePath(r)) return;
    var copy = Object.assign({}, r, { path: r.path.slice() });
    if (basicParse(toUSVString(value), null, copy, state) !== FAILURE) Object.assign(r, copy);
  }
  Object.defineProperty(URL.prototype, Symbol.toStringTag, { value: 'URL', configurable: true });
  ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search',
   'searchParams', 'hash', 'toString', 'toJSON'].forEach(function (k) {
    var d = Object.getOwnPropertyDescriptor(URL.prototype, k);
    d.enumerable = true;
    Object.defineProperty(URL.prototype, k, d);
  });

  shared.defineGlobal('URL', URL);
  shared.defineGlobal('URLSearchParams', URLSearchParams);
  shared.isURLSearchParams = function (v) { return paramsState.has(v); };
})
