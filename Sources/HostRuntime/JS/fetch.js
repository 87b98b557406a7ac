// Fetch: Event / EventTarget (if absent), AbortController / AbortSignal, Headers, Request,
// Response and fetch() over host.fetch / host.abortFetch. Bodies are buffered (no streams).
(function (host, shared) {
  'use strict';
  var DOMExceptionClass = shared.DOMException;
  var defineGlobal = shared.defineGlobal;
  var utf8Encode = shared.utf8Encode, utf8Decode = shared.utf8Decode;
  var inspectSymbol = Symbol.for('nodejs.util.inspect.custom');
  var typedArrayTag = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;
  function argsRequired(where, n, found) {
    return new TypeError(where + ': ' + n + ' argument' + (n > 1 ? 's' : '') + ' required, but only ' + found + ' present.');
  }
  function reportError(err) {
    if (typeof setTimeout === 'function') setTimeout(function () { throw err; }, 0);
    else Promise.reject(err);
  }
  function custom(name, fields) {
    return function (depth, options, inspect) {
      if (typeof depth === 'number' && depth < 0) return '[' + name + ']';
      var self = this, obj = {};
      fields.forEach(function (f) { obj[f] = self[f]; });
      return name + ' ' + inspect(obj, Object.assign({}, options, { depth: options && options.depth != null ? options.depth : 2 }));
    };
  }

  // ---- Event / EventTarget ----
  var EventClass = globalThis.Event, EventTargetClass = globalThis.EventTarget;
  if (typeof EventClass !== 'function') {
    var eventState = new WeakMap();
    EventClass = class Event {
      constructor(type, options) {
        if (arguments.length === 0) throw new TypeError('The "type" argument must be specified');
        options = options == null ? {} : options;
        eventState.set(this, {
          type: String(type), bubbles: !!options.bubbles, cancelable: !!options.cancelable, composed: !!options.composed,
          defaultPrevented: false, target: null, currentTarget: null, stop: false, stopImmediate: false,
          timeStamp: host.now(), phase: 0
        });
      }
      get type() { return eventState.get(this).type; }
      get bubbles() { return eventState.get(this).bubbles; }
      get cancelable() { return eventState.get(this).cancelable; }
      get composed() { return eventState.get(this).composed; }
      get defaultPrevented() { var s = eventState.get(this); return s.cancelable && s.defaultPrevented; }
      get target() { return eventState.get(this).target; }
      get currentTarget() { return eventState.get(this).currentTarget; }
      get srcElement() { return eventState.get(this).target; }
      get timeStamp() { return eventState.get(this).timeStamp; }
      get eventPhase() { return eventState.get(this).phase; }
      get isTrusted() { return false; }
      get returnValue() { return !this.defaultPrevented; }
      get cancelBubble() { return eventState.get(this).stop; }
      set cancelBubble(v) { if (v) eventState.get(this).stop = true; }
      composedPath() { var s = eventState.get(this); return s.phase === 0 ? [] : [s.currentTarget]; }
      preventDefault() { eventState.get(this).defaultPrevented = true; }
      stopPropagation() { eventState.get(this).stop = true; }
      stopImmediatePropagation() { var s = eventState.get(this); s.stop = true; s.stopImmediate = true; }
    };
    EventClass.NONE = 0; EventClass.CAPTURING_PHASE = 1; EventClass.AT_TARGET = 2; EventClass.BUBBLING_PHASE = 3;
    Object.defineProperty(EventClass.prototype, Symbol.toStringTag, { value: 'Event', configurable: true });
    Object.defineProperty(EventClass.prototype, inspectSymbol, { value: custom('Event', ['type', 'defaultPrevented', 'cancelable', 'timeStamp']), configurable: true });
    shared.eventState = eventState;
    defineGlobal('Event', EventClass);
  }
  if (typeof EventTargetClass !== 'function') {
    var listeners = new WeakMap();
    EventTargetClass = class EventTarget {
      constructor() { listeners.set(this, new Map()); }
      addEventListener(type, listener, options) {
        if (arguments.length < 2) throw new TypeError('The "type" and "listener" arguments must be specified');
        if (listener == null) return;
        var map = listeners.get(this);
        if (!map) { map = new Map(); listeners.set(this, map); }
        var capture = typeof options === 'boolean' ? options : !!(options && options.capture);
        var once = !!(options && typeof options === 'object' && options.once);
        var signal = options && typeof options === 'object' ? options.signal : undefined;
        if (signal && signal.aborted) return;
        type = String(type);
        var list = map.get(type);
        if (!list) { list = []; map.set(type, list); }
        for (var i = 0; i < list.length; i++) if (list[i].listener === listener && list[i].capture === capture) return;
        var entry = { listener: listener, capture: capture, once: once, removed: false };
        list.push(entry);
        var self = this;
        if (signal) signal.addEventListener('abort', function () { self.removeEventListener(type, listener, options); }, { once: true });
      }
      removeEventListener(type, listener, options) {
        var map = listeners.get(this);
        if (!map) return;
        var capture = typeof options === 'boolean' ? options : !!(options && options.capture);
        var list = map.get(String(type));
        if (!list) return;
        for (var i = 0; i < list.length; i++) {
          if (list[i].listener === listener && list[i].capture === capture) {
            list[i].removed = true;
            list.splice(i, 1);
            return;
          }
        }
      }
      dispatchEvent(event) {
        if (!(event instanceof EventClass)) throw new TypeError('The "event" argument must be an instance of Event. Received ' + shared.inspect(event, { depth: -1 }));
        var st = shared.eventState && shared.eventState.get(event);
        if (st) { st.target = this; st.currentTarget = this; st.phase = 2; }
        var map = listeners.get(this);
        var list = map && map.get(event.type);
        if (list) {
          list = list.slice();
          for (var i = 0; i < list.length; i++) {
            var entry = list[i];
            if (entry.removed) continue;
            if (entry.once) this.removeEventListener(event.type, entry.listener, { capture: entry.capture });
            try {
              if (typeof entry.listener === 'function') entry.listener.call(this, event);
              else if (entry.listener && typeof entry.listener.handleEvent === 'function') entry.listener.handleEvent(event);
            } catch (err) {
              reportError(err);
            }
            if (st && st.stopImmediate) break;
          }
        }
        if (st) { st.currentTarget = null; st.phase = 0; }
        return !event.defaultPrevented;
      }
    };
    Object.defineProperty(EventTargetClass.prototype, Symbol.toStringTag, { value: 'EventTarget', configurable: true });
    defineGlobal('EventTarget', EventTargetClass);
  }

  // ---- AbortSignal / AbortController ----
  var signalState = new WeakMap();
  var constructing = false;
  class AbortSignal extends EventTargetClass {
    constructor() {
      if (!constructing) throw new TypeError('Illegal constructor');
      super();
      signalState.set(this, { aborted: false, reason: undefined, onabort: null, timeoutMs: 0 });
    }
    get aborted() { return signalState.get(this).aborted; }
    get reason() { return signalState.get(this).reason; }
    get onabort() { return signalState.get(this).onabort; }
    set onabort(fn) {
      var s = signalState.get(this);
      if (s.onabortWrapper) this.removeEventListener('abort', s.onabortWrapper);
      s.onabort = typeof fn === 'function' ? fn : null;
      s.onabortWrapper = null;
      if (s.onabort) {
        var self = this;
        s.onabortWrapper = function (e) { return s.onabort.call(self, e); };
        this.addEventListener('abort', s.onabortWrapper);
      }
    }
    throwIfAborted() {
      var s = signalState.get(this);
      if (s.aborted) throw s.reason;
    }
    static abort(reason) {
      var signal = newSignal();
      signalAbort(signal, reason);
      return signal;
    }
    static timeout(ms) {
      ms = Number(ms);
      // Node's validateUint32 (lib/internal/abort_controller.js).
      if (!(ms >= 0) || ms > 4294967295) throw new RangeError('The value of "delay" is out of range. It must be >= 0 && <= 4294967295. Received ' + ms);
      var signal = newSignal();
      signalState.get(signal).timeoutMs = ms;
      setTimeout(function () {
        signalAbort(signal, new DOMExceptionClass('The operation was aborted due to timeout', 'TimeoutError'));
      }, ms);
      return signal;
    }
    static any(signals) {
      var signal = newSignal();
      var list = Array.from(signals);
      for (var i = 0; i < list.length; i++) {
        if (list[i].aborted) { signalAbort(signal, list[i].reason); return signal; }
      }
      list.forEach(function (s) {
        s.addEventListener('abort', function () { signalAbort(signal, s.reason); }, { once: true });
      });
      return signal;
    }
  }
  Object.defineProperty(AbortSignal.prototype, Symbol.toStringTag, { value: 'AbortSignal', configurable: true });
  Object.defineProperty(AbortSignal.prototype, inspectSymbol, { value: custom('AbortSignal', ['aborted']), configurable: true });
  function newSignal() {
    constructing = true;
    try { return new AbortSignal(); } finally { constructing = false; }
  }
  function signalAbort(signal, reason) {
    var s = signalState.get(signal);
    if (s.aborted) return;
    s.aborted = true;
    s.reason = reason !== undefined ? reason : new DOMExceptionClass('This operation was aborted', 'AbortError');
    signal.dispatchEvent(new EventClass('abort'));
  }
  var controllerSignal = new WeakMap();
  class AbortController {
    constructor() { controllerSignal.set(this, newSignal()); }
    get signal() { return controllerSignal.get(this); }
    abort(reason) { signalAbort(controllerSignal.get(this), reason); }
  }
  Object.defineProperty(AbortController.prototype, Symbol.toStringTag, { value: 'AbortController', configurable: true });
  Object.defineProperty(AbortController.prototype, inspectSymbol, { value: custom('AbortController', ['signal']), configurable: true });
  defineGlobal('AbortSignal', AbortSignal);
  defineGlobal('AbortController', AbortController);

  // ---- Headers ----
  var tokenRe = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
  var headersState = new WeakMap();  // Headers -> { list: [[name, value]], guard }
  function normalizeValue(v) { return String(v).replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, ''); }
  function checkHeader(where, name, value) {
    if (!tokenRe.test(name)) throw new TypeError('Headers.' + where + ': "' + name + '" is an invalid header name.');
    if (/[\0\r\n]/.test(value)) throw new TypeError('Headers.' + where + ': "' + value + '" is an invalid header value.');
  }
  function headersOf(self) {
    var s = headersState.get(self);
    if (!s) throw new TypeError('Illegal invocation');
    return s;
  }
  function checkGuard(s) { if (s.guard === 'immutable') throw new TypeError('immutable'); }
  function fillHeaders(headers, init) {
    if (init == null) return;
    if (typeof init !== 'object' && typeof init !== 'function') {
      throw new TypeError("Headers constructor: Expected init to be an object.");
    }
    if (init instanceof Headers) {
      headersOf(init).list.forEach(function (p) { headers.append(p[0], p[1]); });
    } else if (typeof init[Symbol.iterator] === 'function') {
      for (var pair of init) {
        if (typeof pair === 'string' || pair == null || typeof pair[Symbol.iterator] !== 'function') {
          throw new TypeError('Headers constructor: expected name/value pair to be length 2, found ' + (pair && pair.length !== undefined ? pair.length : 0) + '.');
        }
        var arr = Array.from(pair);
        if (arr.length !== 2) throw new TypeError('Headers constructor: expected name/value pair to be length 2, found ' + arr.length + '.');
        headers.append(arr[0], arr[1]);
      }
    } else {
      Reflect.ownKeys(init).forEach(function (k) {
        var d = Object.getOwnPropertyDescriptor(init, k);
        if (typeof k === 'string' && d && d.enumerable) headers.append(k, init[k]);
      });
    }
  }
  class Headers {
    constructor(init) {
      headersState.set(this, { list: [], guard: 'none' });
      fillHeaders(this, init);
    }
    append(name, value) {
      if (arguments.length < 2) throw argsRequired('Headers.append', 2, arguments.length);
      var s = headersOf(this);
      name = String(name); value = normalizeValue(value);
      checkHeader('append', name, value);
      checkGuard(s);
      s.list.push([name, value]);
    }
    delete(name) {
      if (arguments.length < 1) throw argsRequired('Headers.delete', 1, 0);
      var s = headersOf(this);
      name = String(name);
      if (!tokenRe.test(name)) throw new TypeError('Headers.delete: "' + name + '" is an invalid header name.');
      checkGuard(s);
      var lower = name.toLowerCase();
      s.list = s.list.filter(function (p) { return p[0].toLowerCase() !== lower; });
    }
    get(name) {
      if (arguments.length < 1) throw argsRequired('Headers.get', 1, 0);
      name = String(name);
      if (!tokenRe.test(name)) throw new TypeError('Headers.get: "' + name + '" is an invalid header name.');
      var lower = name.toLowerCase();
      var values = headersOf(this).list.filter(function (p) { return p[0].toLowerCase() === lower; }).map(function (p) { return p[1]; });
      return values.length === 0 ? null : values.join(', ');
    }
    getSetCookie() {
      return headersOf(this).list.filter(function (p) { return p[0].toLowerCase() === 'set-cookie'; }).map(function (p) { return p[1]; });
    }
    has(name) {
      if (arguments.length < 1) throw argsRequired('Headers.has', 1, 0);
      name = String(name);
      if (!tokenRe.test(name)) throw new TypeError('Headers.has: "' + name + '" is an invalid header name.');
      var lower = name.toLowerCase();
      return headersOf(this).list.some(function (p) { return p[0].toLowerCase() === lower; });
    }
    set(name, value) {
      if (arguments.length < 2) throw argsRequired('Headers.set', 2, arguments.length);
      var s = headersOf(this);
      name = String(name); value = normalizeValue(value);
      checkHeader('set', name, value);
      checkGuard(s);
      var lower = name.toLowerCase();
      var found = false;
      s.list = s.list.filter(function (p) {
        if (p[0].toLowerCase() !== lower) return true;
        if (found) return false;
        found = true; p[1] = value; return true;
      });
      if (!found) s.list.push([name, value]);
    }
    forEach(callback, thisArg) {
      if (typeof callback !== 'function') throw new TypeError("Headers.forEach: Argument 1 could not be converted to: Function.");
      var entries = sortedEntries(this);
      for (var i = 0; i < entries.length; i++) callback.call(thisArg, entries[i][1], entries[i][0], this);
    }
    keys() { return sortedEntries(this).map(function (p) { return p[0]; })[Symbol.iterator](); }
    values() { return sortedEntries(this).map(function (p) { return p[1]; })[Symbol.iterator](); }
    entries() { return sortedEntries(this)[Symbol.iterator](); }
    [inspectSymbol](depth, options, inspect) {
      var obj = {}, firstCase = {};
      headersOf(this).list.forEach(function (p) {
        var lower = p[0].toLowerCase();
        var key = firstCase[lower] || (firstCase[lower] = p[0]);
        obj[key] = obj[key] === undefined ? p[1] : obj[key] + ', ' + p[1];
      });
      var s = inspect(obj, options);
      return 'Headers ' + s;
    }
  }
  Headers.prototype[Symbol.iterator] = Headers.prototype.entries;
  Object.defineProperty(Headers.prototype, Symbol.iterator, { enumerable: false });
  Object.defineProperty(Headers.prototype, Symbol.toStringTag, { value: 'Headers', configurable: true });
  function sortedEntries(headers) {
    var combined = new Map(), cookies = [];
    headersOf(headers).list.forEach(function (p) {
      var lower = p[0].toLowerCase();
      if (lower === 'set-cookie') { cookies.push(p[1]); return; }
      combined.set(lower, combined.has(lower) ? combined.get(lower) + ', ' + p[1] : p[1]);
    });
    var out = [];
    combined.forEach(function (v, k) { out.push([k, v]); });
    cookies.forEach(function (v) { out.push(['set-cookie', v]); });
    out.sort(function (a, b) { return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0; });
    return out;
  }
  defineGlobal('Headers', Headers);

  // ---- bodies ----
  // Returns { bytes: Uint8Array, source: string|Uint8Array, type: string|null } or null.
  function extractBody(body) {
    if (body === null || body === undefined) return null;
    if (typeof body === 'string') return { bytes: utf8Encode(body), source: body, type: 'text/plain;charset=UTF-8' };
    if (shared.isURLSearchParams && shared.isURLSearchParams(body)) {
      var s = body.toString();
      return { bytes: utf8Encode(s), source: s, type: 'application/x-www-form-urlencoded;charset=UTF-8' };
    }
    var tag = Object.prototype.toString.call(body);
    if (tag === '[object ArrayBuffer]') {
      var b = new Uint8Array(body.slice(0));
      return { bytes: b, source: b, type: null };
    }
    if (ArrayBuffer.isView(body)) {
      var v = new Uint8Array(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength));
      return { bytes: v, source: v, type: null };
    }
    if (typeof Blob === 'function' && body instanceof Blob) {
      throw new TypeError('Blob bodies are not supported by jshost; pass an ArrayBuffer or string');
    }
    throw new TypeError('Unsupported body type ' + (tag === '[object Object]' ? 'object' : tag.slice(8, -1)) +
      ': pass a string, URLSearchParams, ArrayBuffer or typed array (use JSON.stringify(body) for JSON)');
  }
  var bodyState = new WeakMap();  // Request/Response -> { body: extracted|null, used }
  function consume(self, where) {
    var s = bodyState.get(self);
    if (!s) return Promise.reject(new TypeError('Illegal invocation'));
    if (s.used) return Promise.reject(new TypeError('Body is unusable: Body has already been read'));
    if (s.body !== null) s.used = true;
    return Promise.resolve(s.body === null ? new Uint8Array(0) : s.body.bytes);
  }
  var BodyMixin = {
    get bodyUsed() { return bodyState.get(this).used; },
    get body() { return null; },
    text: function text() { return consume(this).then(function (b) { return utf8Decode(b); }); },
    json: function json() { return consume(this).then(function (b) { return JSON.parse(utf8Decode(b)); }); },
    arrayBuffer: function arrayBuffer() {
      return consume(this).then(function (b) { return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength); });
    },
    bytes: function bytes() { return consume(this).then(function (b) { return new Uint8Array(b); }); },
    blob: function blob() {
      var self = this;
      if (typeof Blob !== 'function') return Promise.reject(new TypeError('Blob is not supported by jshost'));
      return consume(this).then(function (b) { return new Blob([b], { type: self.headers.get('content-type') || '' }); });
    },
    formData: function formData() { return Promise.reject(new TypeError('formData() is not supported by jshost')); }
  };
  function mixBody(proto) {
    Object.getOwnPropertyNames(BodyMixin).forEach(function (k) {
      var d = Object.getOwnPropertyDescriptor(BodyMixin, k);
      d.enumerable = false;
      Object.defineProperty(proto, k, d);
    });
  }

  // ---- Request ----
  var requestState = new WeakMap();
  var normalMethods = { DELETE: 1, GET: 1, HEAD: 1, OPTIONS: 1, POST: 1, PUT: 1 };
  function parseRequestURL(input) {
    try { return new URL(String(input)); } catch (e) {
      var err = new TypeError('Failed to parse URL from ' + String(input));
      Object.defineProperty(err, 'cause', { value: e, writable: true, configurable: true, enumerable: false });
      throw err;
    }
  }
  class Request {
    constructor(input, init) {
      if (arguments.length < 1) throw argsRequired('Request constructor', 1, 0);
      init = init == null ? {} : init;
      var base = input instanceof Request ? requestState.get(input) : null;
      var state = {
        method: base ? base.method : 'GET',
        url: base ? base.url : parseRequestURL(input).href,
        headers: new Headers(base ? base.headers : undefined),
        signal: null, redirect: base ? base.redirect : 'follow', credentials: base ? base.credentials : 'same-origin',
        mode: base ? base.mode : 'cors', cache: base ? base.cache : 'default', keepalive: !!(base && base.keepalive),
        integrity: base ? base.integrity : '', referrer: 'about:client', referrerPolicy: '',
        timeout: base ? base.timeout : 0
      };
      if (init.method !== undefined) {
        var m = String(init.method);
        if (!tokenRe.test(m)) throw new TypeError("'" + m + "' is not a valid HTTP method.");
        var up = m.toUpperCase();
        if (up === 'CONNECT' || up === 'TRACE' || up === 'TRACK') throw new TypeError("'" + m + "' HTTP method is unsupported.");
        state.method = normalMethods[up] ? up : m;
      }
      if (init.headers !== undefined) state.headers = new Headers(init.headers);
      ['redirect', 'credentials', 'mode', 'cache', 'integrity', 'referrerPolicy'].forEach(function (k) {
        if (init[k] !== undefined) state[k] = String(init[k]);
      });
      if (init.keepalive !== undefined) state.keepalive = !!init.keepalive;
      if (init.timeout !== undefined) state.timeout = Number(init.timeout) || 0;
      var signal = init.signal !== undefined ? init.signal : (input instanceof Request ? input.signal : null);
      if (signal != null && !signalState.has(signal)) {
        throw new TypeError("Failed to construct 'Request': member signal is not of type AbortSignal.");
      }
      var ownSignal = newSignal();
      if (signal) {
        if (signal.aborted) signalAbort(ownSignal, signal.reason);
        else signal.addEventListener('abort', function () { signalAbort(ownSignal, signal.reason); }, { once: true });
        signalState.get(ownSignal).timeoutMs = signalState.get(signal).timeoutMs;
      }
      state.signal = ownSignal;
      var body = null;
      if (init.body !== undefined && init.body !== null) {
        if (state.method === 'GET' || state.method === 'HEAD') throw new TypeError('Request with GET/HEAD method cannot have body.');
        body = extractBody(init.body);
        if (body.type && !state.headers.has('content-type')) state.headers.append('content-type', body.type);
      } else if (base && bodyState.get(input).body) {
        if (bodyState.get(input).used) throw new TypeError('Cannot construct a Request with a Request object that has already been used.');
        body = bodyState.get(input).body;
      }
      headersState.get(state.headers).guard = 'request';
      requestState.set(this, state);
      bodyState.set(this, { body: body, used: false });
    }
    get method() { return requestState.get(this).method; }
    get url() { return requestState.get(this).url; }
    get headers() { return requestState.get(this).headers; }
    get destination() { return ''; }
    get referrer() { return requestState.get(this).referrer; }
    get referrerPolicy() { return requestState.get(this).referrerPolicy; }
    get mode() { return requestState.get(this).mode; }
    get credentials() { return requestState.get(this).credentials; }
    get cache() { return requestState.get(this).cache; }
    get redirect() { return requestState.get(this).redirect; }
    get integrity() { return requestState.get(this).integrity; }
    get keepalive() { return requestState.get(this).keepalive; }
    get isReloadNavigation() { return false; }
    get isHistoryNavigation() { return false; }
    get signal() { return requestState.get(this).signal; }
    get duplex() { return 'half'; }
    clone() {
      if (bodyState.get(this).used) throw new TypeError('Request.clone: Body has already been consumed.');
      return new Request(this);
    }
  }
  mixBody(Request.prototype);
  Object.defineProperty(Request.prototype, Symbol.toStringTag, { value: 'Request', configurable: true });
  Object.defineProperty(Request.prototype, inspectSymbol, {
    value: custom('Request', ['method', 'url', 'headers', 'destination', 'referrer', 'referrerPolicy', 'mode', 'credentials',
      'cache', 'redirect', 'integrity', 'keepalive', 'isReloadNavigation', 'isHistoryNavigation', 'signal']),
    configurable: true
  });
  defineGlobal('Request', Request);

  // ---- Response ----
  var responseState = new WeakMap();
  var nullBodyStatus = { 101: 1, 103: 1, 204: 1, 205: 1, 304: 1 };
  var redirectStatus = { 301: 1, 302: 1, 303: 1, 307: 1, 308: 1 };
  var internal = false;
  class Response {
    constructor(body, init) {
      init = init == null ? {} : init;
      var status = init.status !== undefined ? Number(init.status) : 200;
      if (!internal && (!(status >= 200 && status <= 599) || status !== Math.floor(status))) {
        throw new RangeError('init["status"] must be in the range of 200 to 599, inclusive.');
      }
      var statusText = init.statusText !== undefined ? String(init.statusText) : '';
      if (/[^\t\x20-\x7e\x80-\xff]/.test(statusText)) throw new TypeError('Invalid statusText');
      var headers = new Headers(init.headers);
      var extracted = null;
      if (body !== undefined && body !== null) {
        if (nullBodyStatus[status]) throw new TypeError('Response constructor: Invalid response status code ' + status);
        extracted = extractBody(body);
        if (extracted.type && !headers.has('content-type')) headers.append('content-type', extracted.type);
      }
      headersState.get(headers).guard = 'response';
      responseState.set(this, { status: status, statusText: statusText, headers: headers, type: 'default', url: '', redirected: false });
      bodyState.set(this, { body: extracted, used: false });
    }
    get type() { return responseState.get(this).type; }
    get url() { return responseState.get(this).url; }
    get redirected() { return responseState.get(this).redirected; }
    get status() { return responseState.get(this).status; }
    get ok() { var s = responseState.get(this).status; return s >= 200 && s <= 299; }
    get statusText() { return responseState.get(this).statusText; }
    get headers() { return responseState.get(this).headers; }
    clone() {
      var s = responseState.get(this), b = bodyState.get(this);
      if (b.used) throw new TypeError('Response.clone: Body has already been consumed.');
      var copy = makeResponse(s.status, s.statusText, s.headers, b.body ? b.body.bytes : null);
      Object.assign(responseState.get(copy), { type: s.type, url: s.url, redirected: s.redirected });
      headersState.get(copy.headers).guard = headersState.get(s.headers).guard;
      return copy;
    }
    static error() {
      var r = makeResponse(0, '', undefined, null);
      responseState.get(r).type = 'error';
      headersState.get(r.headers).guard = 'immutable';
      return r;
    }
    static json(data, init) {
      var text = JSON.stringify(data);
      if (text === undefined) throw new TypeError('Value is not JSON serializable');
      init = init == null ? {} : init;
      var headers = new Headers(init.headers);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      return new Response(text, { status: init.status, statusText: init.statusText, headers: headers });
    }
    static redirect(url, status) {
      status = status === undefined ? 302 : Number(status);
      var parsed = parseRequestURL(url);
      if (!redirectStatus[status]) throw new RangeError('Invalid status code ' + status);
      var r = makeResponse(status, '', [['location', parsed.href]], null);
      headersState.get(r.headers).guard = 'immutable';
      return r;
    }
  }
  function makeResponse(status, statusText, headers, bytes) {
    internal = true;
    try {
      var r = new Response(null, { status: status, statusText: statusText, headers: headers });
    } finally { internal = false; }
    if (bytes) bodyState.get(r).body = { bytes: bytes, source: bytes, type: null };
    return r;
  }
  mixBody(Response.prototype);
  Object.defineProperty(Response.prototype, Symbol.toStringTag, { value: 'Response', configurable: true });
  Object.defineProperty(Response.prototype, inspectSymbol, {
    value: custom('Response', ['status', 'statusText', 'headers', 'body', 'bodyUsed', 'ok', 'redirected', 'type', 'url']),
    configurable: true
  });
  defineGlobal('Response', Response);

  // ---- fetch ----
  // A fetch fails long after the call, in a callback of the host's: its error carries
  // the caller's stack instead (the engine keeps no async stacks), so that reports name
  // the user's line, not this file's.
  function atCallSite(error, callStack) {
    if (callStack) {
      try { Object.defineProperty(error, 'stack', { value: callStack, writable: true, configurable: true, enumerable: false }); } catch (e) {}
    }
    return error;
  }

  function fetch(input, init) {
    var callStack = new Error().stack;
    return new Promise(function (resolve, reject) {
      var request;
      try {
        request = new Request(input, init);
      } catch (e) {
        reject(e);
        return;
      }
      var rs = requestState.get(request);
      var signal = rs.signal;
      if (signal.aborted) { reject(signal.reason); return; }
      var body = bodyState.get(request).body;
      var timeoutMs = rs.timeout || signalState.get(signal).timeoutMs || 0;
      var settled = false;
      var id;
      function onAbort() {
        if (settled) return;
        settled = true;
        try { host.abortFetch(id); } finally { reject(signal.reason); }
      }
      function onDone(error, response) {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', onAbort);
        if (error) {
          var name = error.name ? String(error.name) : 'TypeError';
          var message = error.message != null ? String(error.message) : '';
          if (name === 'PermissionDenied') {
            var pd = new Error(message);
            pd.name = 'PermissionDenied';
            reject(atCallSite(pd, callStack));
          } else if (name === 'TimeoutError') {
            reject(new DOMExceptionClass(message || 'The operation was aborted due to timeout', 'TimeoutError'));
          } else if (name === 'AbortError') {
            reject(signal.aborted ? signal.reason : new DOMExceptionClass(message || 'This operation was aborted', 'AbortError'));
          } else {
            var cause = new Error(message);
            if (name !== 'TypeError' && name !== 'Error') cause.name = name;
            if (error.code !== undefined) cause.code = error.code;
            reject(atCallSite(new TypeError('fetch failed', { cause: cause }), callStack));
          }
          return;
        }
        try {
          var res = makeResponse(response.status, response.statusText == null ? '' : String(response.statusText),
            response.headers || [], response.body ? new Uint8Array(response.body) : null);
          var st = responseState.get(res);
          st.type = 'basic';
          st.url = response.url != null ? String(response.url) : rs.url;
          st.redirected = !!response.redirected;
          headersState.get(res.headers).guard = 'immutable';
          resolve(res);
        } catch (e) {
          reject(e);
        }
      }
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        id = host.fetch({
          method: rs.method,
          url: rs.url,
          headers: headersState.get(rs.headers).list.map(function (p) { return [p[0], p[1]]; }),
          body: body === null ? null : body.source,
          timeoutMs: timeoutMs
        }, onDone);
      } catch (e) {
        settled = true;
        signal.removeEventListener('abort', onAbort);
        reject(e);
      }
    });
  }
  defineGlobal('fetch', fetch);
})
