// The browser globals a Cordova WebView gives every script (docs/pages.md):
// `window` (= globalThis), `document` and the rest of jshost's page DOM (JS/dom/:
// location, history, storage, the viewport, …), `navigator` (user agent following
// --platform), `window.open(url, '_system')` (an openURL effect).
//
// Called with the natives and the DOM's entry points (JS/dom/window.js).
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

  return {};
})
