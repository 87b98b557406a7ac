// The JavaScript half of the Acoustic surface (AcousticSurface.swift): the functions of the
// Cordova plugin's www/js/MCEPlugin.js and the React Native module RNAcousticMobilePush that
// are not about notification actions. Off-device they answer as the native side would on a
// registered device (values documented in docs/surfaces.md). Evaluated once per device and
// called with its natives: { plugin (the Cordova MCEPlugin made in Swift, or null),
// platform() }; returns { cordova(plugin), reactNative() }.
(function (native) {
  'use strict';
  const later = (fn, ...args) => { if (typeof fn === 'function') setTimeout(() => fn(...args), 0); };
  const registration = () => ({ userId: 'jshost-user', channelId: 'jshost-channel' });
  const SDK_VERSION = '3.9.0';

  function cordova(plugin) {
    let badge = 0;
    const eventCallbacks = [], attributeCallbacks = [];
    const define = (name, fn) => { if (!(name in plugin)) plugin[name] = fn; };
    define('getSdkVersion', cb => later(cb, SDK_VERSION));
    // The plugin's own JS answers this one itself, synchronously.
    define('getPluginVersion', cb => { if (typeof cb === 'function') cb('3.9.70'); });
    // Registration happened before the script ran: the SDK calls this only when it registers.
    define('setRegistrationCallback', cb => {});
    define('setEventQueueCallbacks', (ok, fail) => { eventCallbacks.splice(0, eventCallbacks.length, { ok, fail }); });
    define('setAttributeQueueCallbacks', (ok, fail) => { attributeCallbacks.splice(0, attributeCallbacks.length, { ok, fail }); });
    define('pauseResumeCallback', (pause, resume) => {
      if (typeof resume === 'function') resume();
      const doc = globalThis.document;
      if (doc && typeof doc.addEventListener === 'function') {
        doc.addEventListener('pause', () => { if (typeof pause === 'function') pause(); }, false);
        doc.addEventListener('resume', () => { if (typeof resume === 'function') resume(); }, false);
      }
    });
    define('translateEvents', events => {
      for (const key in events) events[key].timestamp = new Date(events[key].timestamp);
      return events;
    });
    define('translateAttributesCallback', attributes => {
      for (const key in attributes) { const v = attributes[key]; if (v && v.mcedate) attributes[key] = new Date(v.mcedate); }
      return attributes;
    });
    define('translateAttributes', attributes => {
      for (const key in attributes) { const v = attributes[key]; if (v instanceof Date) attributes[key] = { mcedate: v.getTime() }; }
      return attributes;
    });
    define('getBadge', cb => later(cb, badge));
    define('setBadge', value => { badge = Number(value) || 0; });
    define('setIcon', name => {});
    define('getRegistrationDetails', cb => later(cb, registration()));
    define('getAppKey', cb => later(cb, 'jshost-app-key'));
    define('isRegistered', cb => later(cb, { mce: true, provider: true }));
    define('queueUpdateUserAttributes', attributes => {
      const copy = Object.assign({}, attributes);
      for (const { ok } of attributeCallbacks) later(ok, { operation: 'update', attributes: copy });
    });
    define('queueDeleteUserAttributes', keys => {
      for (const { ok } of attributeCallbacks) later(ok, { operation: 'delete', keys });
    });
    define('queueAddEvent', (event, flush) => {
      const sent = Object.assign({}, event);
      sent.timestamp = event && event.timestamp instanceof Date ? event.timestamp : new Date();
      for (const { ok } of eventCallbacks) later(ok, [sent]);
    });
    define('manualInitialization', () => {});
    define('phoneHome', () => {});
    define('error', message => { console.log('Callback Error: ' + message); });
    define('safeAreaInsets', cb => later(cb, { top: 0, bottom: 0, left: 0, right: 0 }));
    define('userInvalidated', cb => later(cb, false));
    // Image helpers: pick @2x/@3x and -dark/-light variants of an image file name.
    const ratio = () => (globalThis.window && globalThis.window.devicePixelRatio) || 1;
    define('append', (src, addition) => {
      const dot = String(src).lastIndexOf('.');
      const extension = dot < 0 ? '' : String(src).slice(dot + 1);
      return ['gif', 'png', 'jpg', 'jpeg'].includes(extension) ? String(src).slice(0, dot) + addition + '.' + extension : src;
    });
    define('scaledImage', src => ratio() > 2 ? plugin.append(src, '@3x') : ratio() > 1 ? plugin.append(src, '@2x') : src);
    define('themedImage', src => {
      const w = globalThis.window;
      const dark = !!(w && typeof w.matchMedia === 'function' && w.matchMedia('(prefers-color-scheme: dark)').matches);
      return plugin.scaledImage(plugin.append(src, dark ? '-dark' : '-light'));
    });
    define('imageCSS', image => {
      const m = ratio() > 2 ? 3 : ratio() > 1 ? 2 : 1;
      return m === 1 ? {} : { width: Math.floor(image.width / m) + 'px', height: Math.floor(image.height / m) + 'px' };
    });
    define('bestImage', (src, cb) => new Promise(resolve => {
      // No image files are loaded off-device: the themed variant is the answer.
      const image = { src: plugin.themedImage(src), width: 0, height: 0 };
      resolve(image.src);
      if (typeof cb === 'function') cb(image);
    }));
    define('replaceImages', () => {
      const doc = globalThis.document;
      if (!doc || typeof doc.querySelectorAll !== 'function') return;
      for (const img of Array.from(doc.querySelectorAll('img'))) {
        const original = (img.getAttribute && img.getAttribute('originalSource')) || img.src;
        plugin.bestImage(original, image => {
          if (img.setAttribute) img.setAttribute('originalSource', original);
          img.src = image.src;
        });
      }
    });
    return plugin;
  }

  // NativeModules.RNAcousticMobilePush (ios/RNAcousticMobilePush.m).
  function reactNative() {
    return {
      pluginVersion: '3.0.1', sdkVersion: SDK_VERSION, appKey: 'jshost-app-key',
      sendEvents() {}, addEvent(event, immediate) {}, updateUserAttributes(attributes) {},
      deleteUserAttributes(keys) {}, manualInitialization() {}, requestPushPermission() {},
      registrationDetails() { return Promise.resolve(registration()); },
      safeAreaInsets(cb) { later(cb, { top: 20, bottom: 0, left: 0, right: 0 }); },
      addListener() {}, removeListeners() {},
    };
  }
  return { cordova, reactNative };
})
