// CSSStyleDeclaration: `element.style` (the declarations of the `style` attribute, read and
// written through it, with `!important` priorities) and the read-only declarations
// getComputedStyle returns (cascade.js). Properties are camelCase or dashed
// (`style.backgroundColor`, `style['background-color']`, `getPropertyValue('background-color')`).
(function (dom) {
  'use strict';
  const { kebab, hidden, domException } = dom;

  // The properties `'name' in style` answers true for (what libraries probe before setting one).
  const knownProperties = new Set(('align-content align-items align-self all animation animation-delay animation-direction ' +
    'animation-duration animation-fill-mode animation-iteration-count animation-name animation-play-state animation-timing-function ' +
    'appearance backface-visibility background background-attachment background-clip background-color background-image ' +
    'background-origin background-position background-repeat background-size border border-bottom border-bottom-color ' +
    'border-bottom-left-radius border-bottom-right-radius border-bottom-style border-bottom-width border-collapse border-color ' +
    'border-image border-left border-left-color border-left-style border-left-width border-radius border-right border-right-color ' +
    'border-right-style border-right-width border-spacing border-style border-top border-top-color border-top-left-radius ' +
    'border-top-right-radius border-top-style border-top-width border-width bottom box-shadow box-sizing caption-side clear clip ' +
    'clip-path color column-count column-gap columns content counter-increment counter-reset cursor direction display ' +
    'empty-cells fill filter flex flex-basis flex-direction flex-flow flex-grow flex-shrink flex-wrap float font font-family ' +
    'font-size font-stretch font-style font-variant font-weight gap grid grid-area grid-column grid-row grid-template-areas ' +
    'grid-template-columns grid-template-rows height inset justify-content justify-items justify-self left letter-spacing ' +
    'line-height list-style list-style-image list-style-position list-style-type margin margin-bottom margin-left margin-right ' +
    'margin-top max-height max-width min-height min-width object-fit opacity order outline outline-color outline-offset ' +
    'outline-style outline-width overflow overflow-wrap overflow-x overflow-y padding padding-bottom padding-left padding-right ' +
    'padding-top perspective perspective-origin pointer-events position quotes resize right row-gap scroll-behavior stroke ' +
    'tab-size table-layout text-align text-decoration text-indent text-overflow text-shadow text-transform top touch-action ' +
    'transform transform-origin transform-style transition transition-delay transition-duration transition-property ' +
    'transition-timing-function unicode-bidi user-select vertical-align visibility white-space width will-change word-break ' +
    'word-spacing word-wrap z-index zoom -webkit-appearance -webkit-overflow-scrolling -webkit-tap-highlight-color ' +
    '-webkit-text-size-adjust -webkit-touch-callout -webkit-user-select -webkit-transform -webkit-transition ' +
    '-webkit-animation -webkit-backface-visibility -webkit-perspective -webkit-box-shadow -webkit-border-radius').split(' '));
  const cssNames = new Map();
  const cssName = (key) => {
    let name = cssNames.get(key);
    if (name === undefined) {
      name = key === 'cssFloat' ? 'float' : /^webkit[A-Z]/.test(key) ? '-' + kebab(key) : key.includes('-') ? key.toLowerCase() : kebab(key);
      cssNames.set(key, name);
    }
    return name;
  };

  // `a: b; c: d !important` → Map name → { value, important }.
  function parseStyle(text) {
    const out = new Map();
    for (const part of String(text || '').replace(/\/\*[\s\S]*?\*\//g, '').split(/;(?![^(]*\))/)) {
      const i = part.indexOf(':');
      if (i < 0) continue;
      const name = part.slice(0, i).trim().toLowerCase();
      let value = part.slice(i + 1).trim();
      const important = /!\s*important$/i.test(value);
      if (important) value = value.replace(/\s*!\s*important$/i, '');
      if (name && value !== '') out.set(name, { value, important });
    }
    return out;
  }
  const styleText = (map) => [...map].map(([k, d]) => k + ': ' + d.value + (d.important ? ' !important' : '') + ';').join(' ');

  // One class for both kinds: `_read()` gives the declarations, `_write(map)` stores them (none: read-only).
  class CSSStyleDeclaration {
    getPropertyValue(name) { const d = this._read().get(String(name).trim().toLowerCase()); return d ? d.value : ''; }
    getPropertyPriority(name) { const d = this._read().get(String(name).trim().toLowerCase()); return d && d.important ? 'important' : ''; }
    setProperty(name, value, priority) {
      const m = this._mutable();
      const key = String(name).trim().toLowerCase();
      if (value === null || value === undefined || String(value).trim() === '') m.delete(key);
      else m.set(key, { value: String(value).trim(), important: String(priority || '').toLowerCase() === 'important' });
      this._write(m);
    }
    removeProperty(name) { const m = this._mutable(); const key = String(name).trim().toLowerCase(); const old = m.get(key); m.delete(key); this._write(m); return old ? old.value : ''; }
    item(i) { return [...this._read().keys()][i] || ''; }
    get length() { return this._read().size; }
    get cssText() { return styleText(this._read()); }
    set cssText(text) { this._mutable(); this._write(parseStyle(text)); }
    get cssFloat() { return this.getPropertyValue('float'); }
    set cssFloat(v) { this.setProperty('float', v); }
    get parentRule() { return null; }
    _mutable() {
      if (!this._write) throw domException('NoModificationAllowedError', "Failed to set a property on 'CSSStyleDeclaration': These styles are computed, and therefore read-only.");
      return this._read();
    }
  }
  function declaration(read, write) {
    const target = Object.create(CSSStyleDeclaration.prototype);
    hidden(target, '_read', read);
    hidden(target, '_write', write);
    return new Proxy(target, {
      get(t, key) {
        if (typeof key !== 'string' || key in t) return Reflect.get(t, key, t);
        if (/^\d+$/.test(key)) return t.item(Number(key));
        return t.getPropertyValue(cssName(key));
      },
      set(t, key, value) {
        if (typeof key !== 'string') return true;
        if (key in t) { Reflect.set(t, key, value, t); return true; }
        t.setProperty(cssName(key), value === null || value === undefined ? '' : String(value));
        return true;
      },
      has(t, key) {
        if (typeof key !== 'string') return key in t;
        return key in t || knownProperties.has(cssName(key)) || t._read().has(cssName(key));
      },
    });
  }
  // `element.style`: the `style` attribute, parsed on each read so both always agree.
  function styleFor(element) {
    return declaration(() => parseStyle(element.getAttribute('style')),
      (map) => { if (map.size) element.setAttribute('style', styleText(map)); else element.removeAttribute('style'); });
  }

  Object.assign(dom, { CSSStyleDeclaration, parseStyle, styleText, styleFor, declaration, knownProperties });
})
