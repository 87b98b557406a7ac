// The browser globals a Cordova WebView gives every script (docs/pages.md):
// `window` (= globalThis), `document` (jshost's small DOM, JS/dom.js),
// `navigator` (user agent following --platform), `location`, `localStorage` /
// `sessionStorage` (in memory), `window.open(url, '_system')` (an openURL effect).
//
// Called with the natives and the DOM's entry points (JS/dom.js).
// native.userAgent(), native.platform(), native.open(url), native.notification()
(function (native, dom) {
  'use strict';
  const g = globalThis;
  const define = (name, value) => Object.defineProperty(g, name, { value, writable: true, configurable: true, enumerable: false });
  define('window', g);
  define('self', g);
  if (!('top' in g)) define('top', g);
  if (!('parent' in g)) define('parent', g);
  dom.installGlobals();
  Object.defineProperty(g, 'document', { get: () => dom.document, set() {}, configurable: true, enumerable: false });
  g.open = function open(url, target, features) { native.open(String(url)); return null; };
  hide('open');
  g.close = function close() {};
  hide('close');
  function hide(name) { Object.defineProperty(g, name, { enumerable: false }); }

  define('navigator', {
    get userAgent() { return native.userAgent(); },
    get appVersion() { return native.userAgent().replace(/^Mozilla\//, ''); },
    get platform() { return native.platform() === 'ios' ? 'iPhone' : 'Linux armv8l'; },
    get vendor() { return native.platform() === 'ios' ? 'Apple Computer, Inc.' : 'Google Inc.'; },
    // cordova-plugin-dialogs (JS/dialogs.js): alert/confirm/prompt/beep with buttons that can be pressed.
    get notification() { return native.notification(); },
    appName: 'Netscape', product: 'Gecko', language: 'en-US', languages: ['en-US', 'en'], onLine: true,
    cookieEnabled: true, maxTouchPoints: 5, hardwareConcurrency: 4,
  });

  class Storage {
    constructor() { Object.defineProperty(this, '_items', { value: new Map() }); }
    get length() { return this._items.size; }
    key(i) { return [...this._items.keys()][i] ?? null; }
    getItem(k) { const v = this._items.get(String(k)); return v === undefined ? null : v; }
    setItem(k, v) { this._items.set(String(k), String(v)); }
    removeItem(k) { this._items.delete(String(k)); }
    clear() { this._items.clear(); }
  }
  define('Storage', Storage);
  define('localStorage', new Storage());
  define('sessionStorage', new Storage());

  function makeLocation(url) {
    const u = new URL(url);
    return {
      get href() { return u.href; }, set href(v) { navigate(v); },
      get protocol() { return u.protocol; }, get host() { return u.host; }, get hostname() { return u.hostname; },
      get port() { return u.port; }, get pathname() { return u.pathname; }, get search() { return u.search; },
      get hash() { return u.hash; }, set hash(v) { u.hash = v; }, get origin() { return u.protocol === 'file:' ? 'file://' : u.origin; },
      assign(v) { navigate(v); }, replace(v) { navigate(v); }, reload() {},
      toString() { return u.href; },
    };
  }
  function navigate(to) {
    throw new dom.NotSupportedError('navigating to another page (location = ' + JSON.stringify(String(to)) + ')');
  }
  let location = null;
  Object.defineProperty(g, 'location', {
    get() { return location || (location = makeLocation(dom.document ? dom.document.URL : 'about:blank')); },
    set(v) { navigate(v); },
    configurable: true, enumerable: false,
  });
  define('history', { length: 1, state: null, pushState() {}, replaceState() {}, back() {}, forward() {}, go() {} });
  define('screen', {});
  Object.defineProperty(g.screen, 'width', { get() { throw new dom.NotSupportedError('screen.width'); } });
  Object.defineProperty(g.screen, 'height', { get() { throw new dom.NotSupportedError('screen.height'); } });
  return {
    /// A new page: `location` follows the document's URL.
    reset() { location = null; },
  };
})
