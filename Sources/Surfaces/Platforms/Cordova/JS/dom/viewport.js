// The phone's viewport, without layout (docs/pages.md, "Viewport"): its size per platform
// (`innerWidth`, `screen`, `devicePixelRatio`), `matchMedia` evaluated against it (Media
// Queries 4: media types, `and`/`not`/`only`, comma lists, min-/max- and range forms of the
// features below) with `change` events when the device changes platform, animation frames
// on the runtime's clock, and a window that never scrolls (the page is the viewport).
(function (dom) {
  'use strict';
  const { native, g, EventTarget, hidden, defineHandlers } = dom;

  // CSS pixels of the devices whose user agents navigator reports (CordovaSurface.userAgent):
  // iPhone 15 (Apple's iPhone 15 tech specs: 2556×1179 px at 460 ppi, @3x) and Pixel 8
  // (Google's: 1080×2400 px; Chrome's device pixel ratio 2.625).
  const devices = {
    ios: { width: 393, height: 852, ratio: 3 },
    android: { width: 412, height: 915, ratio: 2.625 },
  };
  const viewport = () => devices[native.platform()] || devices.ios;

  // MARK: Media queries

  const lengthUnits = { px: 1, em: 16, rem: 16, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6 };
  function length(text) {
    const m = /^(-?[\d.]+)([a-z]*)$/.exec(text);
    if (!m) return NaN;
    const n = Number(m[1]);
    if (m[2] === '') return n === 0 ? 0 : NaN;
    if (m[2] === 'vw') return n * viewport().width / 100;
    if (m[2] === 'vh') return n * viewport().height / 100;
    return m[2] in lengthUnits ? n * lengthUnits[m[2]] : NaN;
  }
  function ratio(text) { const m = /^([\d.]+)\s*(?:\/\s*([\d.]+))?$/.exec(text); return m ? Number(m[1]) / Number(m[2] || 1) : NaN; }
  function resolution(text) {
    const m = /^([\d.]+)(dppx|x|dpi|dpcm)$/.exec(text);
    if (!m) return NaN;
    return m[2] === 'dpi' ? Number(m[1]) / 96 : m[2] === 'dpcm' ? Number(m[1]) * 2.54 / 96 : Number(m[1]);
  }
  // Each feature: its value on this device, and how to read a value written in a query.
  const numeric = {
    width: [() => viewport().width, length], height: [() => viewport().height, length],
    'device-width': [() => viewport().width, length], 'device-height': [() => viewport().height, length],
    'aspect-ratio': [() => viewport().width / viewport().height, ratio],
    'device-aspect-ratio': [() => viewport().width / viewport().height, ratio],
    resolution: [() => viewport().ratio, resolution],
    '-webkit-device-pixel-ratio': [() => viewport().ratio, Number],
    color: [() => 8, Number], 'color-index': [() => 0, Number], monochrome: [() => 0, Number], grid: [() => 0, Number],
  };
  const discrete = {
    orientation: () => (viewport().height >= viewport().width ? 'portrait' : 'landscape'),
    hover: () => 'none', 'any-hover': () => 'none', pointer: () => 'coarse', 'any-pointer': () => 'coarse',
    'prefers-color-scheme': () => 'light', 'prefers-reduced-motion': () => 'no-preference',
    'prefers-contrast': () => 'no-preference', 'prefers-reduced-transparency': () => 'no-preference',
    'forced-colors': () => 'none', 'inverted-colors': () => 'none', 'display-mode': () => 'browser',
    scripting: () => 'enabled', update: () => 'fast', 'overflow-block': () => 'scroll', 'overflow-inline': () => 'scroll',
    'dynamic-range': () => 'standard', 'color-gamut': () => 'srgb', scan: () => 'progressive',
  };
  const compare = { '<': (a, b) => a < b, '<=': (a, b) => a <= b + 1e-9, '>': (a, b) => a > b, '>=': (a, b) => a >= b - 1e-9, '=': (a, b) => Math.abs(a - b) < 1e-9 };
  function feature(text) {
    let m = /^([a-z-]+)\s*(<=|>=|<|>|=)\s*(.+)$/.exec(text);
    if (m && numeric[m[1]]) { const [value, read] = numeric[m[1]]; return compare[m[2]](value(), read(m[3].trim())); }
    m = /^(.+?)\s*(<=|>=|<|>|=)\s*([a-z-]+)$/.exec(text);
    if (m && numeric[m[3]]) { const [value, read] = numeric[m[3]]; return compare[m[2]](read(m[1].trim()), value()); }
    m = /^([a-z-]+)\s*(?::\s*(.+))?$/.exec(text);
    if (!m) return false;
    let name = m[1], bound = null;
    const prefixed = /^(-webkit-)?(min|max)-(.+)$/.exec(name);
    if (prefixed) { bound = prefixed[2]; name = (prefixed[1] || '') + prefixed[3]; }
    const value = m[2] === undefined ? undefined : m[2].trim();
    if (numeric[name]) {
      const [current, read] = numeric[name];
      if (value === undefined) return bound === null && current() !== 0;
      const wanted = read(value);
      if (Number.isNaN(wanted)) return false;
      return bound === 'min' ? compare['>='](current(), wanted) : bound === 'max' ? compare['<='](current(), wanted) : compare['='](current(), wanted);
    }
    if (discrete[name] && bound === null) {
      const current = discrete[name]();
      return value === undefined ? !['none', 'no-preference'].includes(current) : current === value;
    }
    return false;  // an unknown feature: the query is "not all"
  }
  const mediaTypes = { all: true, screen: true, print: false, speech: false, handheld: false, tv: false, projection: false, braille: false, embossed: false, aural: false, tty: false };
  function query(text) {
    let q = text.trim().toLowerCase();
    if (q === '') return true;
    let negate = false;
    const prefix = /^(not|only)\s+/.exec(q);
    if (prefix) { negate = prefix[1] === 'not'; q = q.slice(prefix[0].length); }
    let result = true;
    for (const part of q.split(/\s+and\s+/)) {
      const p = part.trim();
      if (p.startsWith('(') && p.endsWith(')')) result = result && feature(p.slice(1, -1).trim());
      else if (/^[a-z-]+$/.test(p)) result = result && (mediaTypes[p] === true);
      else return false;  // unparsable: "not all"
    }
    return negate ? !result : result;
  }
  function evaluateMedia(list) {
    const text = String(list);
    if (text.trim() === '') return true;
    return text.split(',').some((q) => query(q));
  }

  const lists = [];
  class MediaQueryList extends EventTarget {
    constructor(media) { super(); hidden(this, '_media', String(media).trim()); hidden(this, '_last', evaluateMedia(media)); }
    get media() { return this._media; }
    get matches() { return evaluateMedia(this._media); }
    addListener(fn) { this.addEventListener('change', fn); }
    removeListener(fn) { this.removeEventListener('change', fn); }
  }
  defineHandlers(MediaQueryList.prototype, ['change']);
  function matchMedia(media) {
    if (arguments.length === 0) throw new TypeError("Failed to execute 'matchMedia' on 'Window': 1 argument required, but only 0 present.");
    const list = new MediaQueryList(media);
    lists.push(list);
    return list;
  }
  // The device changed (its platform, so its screen): lists whose answer changed fire `change`.
  function viewportChanged() {
    for (const list of lists) {
      const now = list.matches;
      if (now === list._last) continue;
      list._last = now;
      dom.dispatch(list, new dom.MediaQueryListEvent('change', { media: list.media, matches: now }));
    }
    dom.generation++;
    dom.sheetsGeneration++;
    dom.dispatch(g, new dom.Event('resize'));
  }

  // MARK: Animation frames: one frame every 16 ms of the runtime's clock (fake time too).

  let frame = null;
  let nextId = 0;
  function requestAnimationFrame(callback) {
    if (typeof callback !== 'function') throw new TypeError("Failed to execute 'requestAnimationFrame' on 'Window': The callback provided as parameter 1 is not a function.");
    if (!frame) {
      frame = new Map();
      setTimeout(() => {
        const due = frame;
        frame = null;
        const now = typeof performance === 'object' ? performance.now() : Date.now();
        for (const callback of due.values()) { try { callback(now); } catch (error) { native.reportError(error); } }
      }, 16);
    }
    frame.set(++nextId, callback);
    return nextId;
  }
  function cancelAnimationFrame(id) { if (frame) frame.delete(id); }

  function installViewport() {
    const values = {
      innerWidth: () => viewport().width, innerHeight: () => viewport().height,
      outerWidth: () => viewport().width, outerHeight: () => viewport().height,
      devicePixelRatio: () => viewport().ratio,
      scrollX: () => 0, scrollY: () => 0, pageXOffset: () => 0, pageYOffset: () => 0, screenX: () => 0, screenY: () => 0,
      screenLeft: () => 0, screenTop: () => 0,
    };
    for (const [name, get] of Object.entries(values)) Object.defineProperty(g, name, { get, set() {}, configurable: true });
    const screen = {};
    for (const [name, get] of Object.entries({ width: () => viewport().width, height: () => viewport().height,
      availWidth: () => viewport().width, availHeight: () => viewport().height, colorDepth: () => 24, pixelDepth: () => 24 })) {
      Object.defineProperty(screen, name, { get, enumerable: true });
    }
    screen.orientation = { get type() { return 'portrait-primary'; }, angle: 0, addEventListener() {}, removeEventListener() {} };
    hidden(g, 'screen', screen);
    for (const [name, fn] of Object.entries({ matchMedia, requestAnimationFrame, cancelAnimationFrame,
      webkitRequestAnimationFrame: requestAnimationFrame, webkitCancelAnimationFrame: cancelAnimationFrame,
      scrollTo() {}, scrollBy() {}, scroll() {} })) hidden(g, name, fn);
    hidden(g, 'MediaQueryList', MediaQueryList);
  }

  Object.assign(dom, { viewport, evaluateMedia, matchMedia, MediaQueryList, viewportChanged, installViewport });
})
