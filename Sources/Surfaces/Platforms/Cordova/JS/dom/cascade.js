// getComputedStyle without layout (docs/pages.md, "computed styles"): the cascade of the
// rules stylesheets.js indexes and inline styles, by origin, !important, specificity and
// order, with inheritance and initial values. Lengths that need layout (percentages, auto)
// compute to `auto` (sizes, offsets) or `0px` (margins, padding); a width CSS fixes is the
// used width (geometry.js).
(function (dom) {
  'use strict';
  const { matchesChain, parseStyle, declaration, expand, ruleIndex } = dom;

  const inherited = new Set(['color', 'font', 'font-family', 'font-size', 'font-style', 'font-variant', 'font-weight', 'line-height',
    'letter-spacing', 'word-spacing', 'text-align', 'text-indent', 'text-transform', 'white-space', 'visibility', 'cursor',
    'direction', 'list-style', 'list-style-type', 'list-style-position', 'list-style-image', 'quotes', 'border-collapse',
    'border-spacing', 'caption-side', 'empty-cells', 'pointer-events', 'word-break', 'overflow-wrap', 'word-wrap', 'tab-size',
    'text-shadow', 'fill', 'stroke', '-webkit-text-size-adjust', '-webkit-tap-highlight-color', '-webkit-touch-callout',
    'orphans', 'widows', 'hyphens', 'text-rendering', '-webkit-font-smoothing']);
  const initial = {
    display: 'inline', visibility: 'visible', position: 'static', float: 'none', clear: 'none', opacity: '1', 'z-index': 'auto',
    color: 'rgb(0, 0, 0)', 'background-color': 'rgba(0, 0, 0, 0)', 'background-image': 'none', width: 'auto', height: 'auto',
    'min-width': '0px', 'min-height': '0px', 'max-width': 'none', 'max-height': 'none', top: 'auto', right: 'auto', bottom: 'auto',
    left: 'auto', overflow: 'visible', 'overflow-x': 'visible', 'overflow-y': 'visible', 'box-sizing': 'content-box',
    'font-size': '16px', 'font-weight': '400', 'font-style': 'normal', 'line-height': 'normal', 'text-align': 'start',
    'white-space': 'normal', cursor: 'auto', 'pointer-events': 'auto', transform: 'none', '-webkit-transform': 'none',
    transition: 'all 0s ease 0s', 'transition-property': 'all', 'transition-duration': '0s', 'transition-delay': '0s',
    'transition-timing-function': 'ease', animation: 'none 0s ease 0s 1 normal none running', 'animation-name': 'none',
    'animation-duration': '0s', 'animation-delay': '0s', 'animation-iteration-count': '1', '-webkit-animation-name': 'none',
    '-webkit-animation-duration': '0s', '-webkit-transition-duration': '0s', content: 'normal', 'list-style-type': 'disc',
    'vertical-align': 'baseline', 'text-decoration': 'none', zoom: '1', 'flex-direction': 'row', 'flex-wrap': 'nowrap',
    'flex-grow': '0', 'flex-shrink': '1', 'flex-basis': 'auto', order: '0', 'justify-content': 'normal', 'align-items': 'normal',
    direction: 'ltr', 'outline-style': 'none', 'outline-width': '0px', 'user-select': 'auto', resize: 'none',
    'table-layout': 'auto', 'letter-spacing': 'normal', 'word-spacing': '0px', 'text-transform': 'none', 'text-indent': '0px',
    'text-overflow': 'clip', 'will-change': 'auto', filter: 'none', clip: 'auto', 'backface-visibility': 'visible',
    'border-collapse': 'separate', 'border-spacing': '0px 0px', 'box-shadow': 'none', 'text-shadow': 'none',
    'list-style-position': 'outside', 'list-style-image': 'none', 'empty-cells': 'show', 'caption-side': 'top',
    'word-break': 'normal', 'overflow-wrap': 'normal', 'background-repeat': 'repeat', 'background-position': '0% 0%',
    'background-size': 'auto', 'perspective': 'none', 'touch-action': 'auto', 'object-fit': 'fill',
  };
  for (const side of ['top', 'right', 'bottom', 'left']) {
    initial['margin-' + side] = '0px';
    initial['padding-' + side] = '0px';
    initial['border-' + side + '-width'] = '0px';
    initial['border-' + side + '-style'] = 'none';
    initial['border-' + side + '-color'] = 'rgb(0, 0, 0)';
  }
  const sizes = /^(width|height|top|right|bottom|left|min-width|min-height|max-width|max-height|flex-basis)$/;
  const boxLengths = /^(margin|padding)-(top|right|bottom|left)$|^border-(top|right|bottom|left)-width$|^(text-indent|word-spacing|outline-width)$/;
  function toPx(value, fontSize) {
    const m = /^(-?[\d.]+)(px|em|rem|pt|pc|in|cm|mm|vw|vh)$/.exec(value);
    if (!m) return null;
    const n = Number(m[1]);
    const per = { px: 1, em: fontSize, rem: 16, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4,
      vw: dom.viewport().width / 100, vh: dom.viewport().height / 100 }[m[2]];
    return Math.round(n * per * 1000) / 1000 + 'px';
  }
  function computeValue(name, value, fontSize) {
    if (value === '0') return sizes.test(name) || boxLengths.test(name) ? '0px' : value;
    if (sizes.test(name)) {
      // A width in % stays so here: geometry.js resolves it against the containing block.
      if (/^(width|top|right|bottom|left)$/.test(name) && /^-?[\d.]+%$/.test(value)) return value;
      if (/^(auto|none)$/.test(value)) return name.startsWith('max-') ? 'none' : name.startsWith('min-') ? '0px' : 'auto';
      return toPx(value, fontSize) || (name.startsWith('max-') ? 'none' : name.startsWith('min-') ? '0px' : 'auto');
    }
    if (boxLengths.test(name)) return toPx(value, fontSize) || (/^(thin|medium|thick)$/.test(value) ? { thin: '1px', medium: '3px', thick: '5px' }[value] : '0px');
    // Times compute to seconds (`225ms` → `0.225s`), as browsers serialize them.
    if (/(duration|delay)$/.test(name)) return value.split(/\s*,\s*/).map((t) => { const m = /^(-?[\d.]+)(m?s)$/.exec(t); return m ? (m[2] === 'ms' ? Number(m[1]) / 1000 : Number(m[1])) + 's' : t; }).join(', ');
    if (name === 'font-weight') return { normal: '400', bold: '700', lighter: '100', bolder: '700' }[value] || value;
    if (name === 'opacity' || name === 'z-index' || name === 'zoom') return value;
    return value;
  }

  const cache = new WeakMap();  // element → { generation, values }
  function computed(element) {
    const hit = cache.get(element);
    if (hit && hit.generation === dom.generation) return hit.values;
    const parent = element.parentNode && element.parentNode.nodeType === 1 ? computed(element.parentNode) : null;
    const winners = new Map();  // name → { value, rank }
    const consider = (declarations, rankBase, specificity, order) => {
      for (const [name, d] of declarations) {
        const rank = (d.important ? rankBase[1] : rankBase[0]) * 1e13 + specificity * 1e4 + order;
        const current = winners.get(name);
        if (!current || rank >= current.rank) winners.set(name, { value: d.value, rank });
      }
    };
    const { buckets } = ruleIndex(element.ownerDocument || dom.document);
    const keys = ['*', element.localName];
    const id = element.getAttribute('id');
    if (id) keys.push('#' + id);
    for (const cls of (element.getAttribute('class') || '').split(/\s+/)) if (cls) keys.push('.' + cls);
    const seen = new Set();
    for (const key of keys) {
      for (const entry of buckets.get(key) || []) {
        if (seen.has(entry)) continue;
        seen.add(entry);
        if (!matchesChain(element, entry.selector.chain, entry.selector.chain.length - 1, null)) continue;
        // UA normal < author normal < inline normal < author important < inline important < UA important.
        consider(entry.rule.declarations, entry.origin === 0 ? [0, 5] : [1, 3], entry.selector.specificity, entry.order);
      }
    }
    consider(expand(parseStyle(element.getAttribute('style'))), [2, 4], 0, 0);
    const values = new Map();
    const parentFontSize = parent ? parseFloat(parent.get('font-size')) : 16;
    const resolve = (name, value) => {
      if (value === 'inherit' || (value === 'unset' && inherited.has(name))) return parent ? parent.get(name) || initial[name] || '' : initial[name] || '';
      if (value === 'initial' || value === 'unset') return initial[name] || '';
      return computeValue(name, value, parentFontSize);
    };
    if (winners.has('font-size')) values.set('font-size', resolve('font-size', winners.get('font-size').value));
    const fontSize = values.has('font-size') ? parseFloat(values.get('font-size')) || 16 : parentFontSize;
    for (const [name, { value }] of winners) if (name !== 'font-size') values.set(name, value === 'inherit' || value === 'initial' || value === 'unset' ? resolve(name, value) : computeValue(name, value, fontSize));
    if (parent) for (const name of inherited) if (!values.has(name) && parent.has(name)) values.set(name, parent.get(name));
    for (const name of Object.keys(initial)) if (!values.has(name)) values.set(name, initial[name]);
    // Absolutely positioned and floated boxes are blockified (CSS Display §2.7).
    const display = values.get('display');
    if ((/^(absolute|fixed)$/.test(values.get('position')) || values.get('float') !== 'none') && /^(inline|inline-block|table-\w+|list-item)$/.test(display)) {
      values.set('display', display === 'list-item' ? 'list-item' : display === 'inline-table' ? 'table' : 'block');
    }
    cache.set(element, { generation: dom.generation, values });
    return values;
  }

  // The computed declarations: empty for an element outside the document, as browsers give.
  function getComputedStyle(element, pseudo) {
    if (!element || element.nodeType !== 1) throw new TypeError("Failed to execute 'getComputedStyle' on 'Window': parameter 1 is not of type 'Element'.");
    const live = () => {
      if (!element.isConnected) return new Map();
      const values = computed(element);
      if (pseudo && /^::?(before|after)$/.test(String(pseudo))) {
        const own = new Map(values);
        own.set('content', 'none');
        own.set('display', 'inline');
        return own;
      }
      return values;
    };
    // `width` is the used width where CSS fixes it (geometry.js), else auto.
    const usedWidth = () => {
      try { const w = dom.rendered(element) ? dom.usedWidth(element) : null; return w === null ? 'auto' : Math.round(w * 1000) / 1000 + 'px'; } catch (e) { return 'auto'; }
    };
    // Offsets in % are px for a fixed box (the viewport is its containing block), else auto.
    const usedOffset = (name, v) => {
      if (dom.computedValues(element).get('position') !== 'fixed') return 'auto';
      const vp = dom.viewport();
      return Math.round(parseFloat(v) * (/^(top|bottom)$/.test(name) ? vp.height : vp.width) / 100 * 1000) / 1000 + 'px';
    };
    const used = (k, v) => (k === 'width' && !/px$/.test(v) ? usedWidth() : /%$/.test(v) && /^(top|right|bottom|left)$/.test(k) ? usedOffset(k, v) : v);
    // Built once per state of the document (a library reads many properties in a row).
    let memo = null;
    const map = () => {
      if (memo && memo.generation === dom.generation && memo.sheets === dom.sheetsGeneration) return memo.values;
      const out = new Map();
      for (const [k, v] of live()) out.set(k, { value: used(k, v), important: false });
      memo = { generation: dom.generation, sheets: dom.sheetsGeneration, values: out };
      return out;
    };
    return declaration(map, null);
  }

  Object.assign(dom, { getComputedStyle, computedValues: computed });
})
