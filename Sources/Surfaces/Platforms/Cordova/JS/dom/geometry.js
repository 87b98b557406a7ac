// Element sizes where CSS alone fixes them, without layout (docs/pages.md, "Sizes"): an
// element that is not rendered (outside the document, or display: none on it or an
// ancestor) has no box: its sizes are 0 and it has no client rects. Widths resolve from the
// viewport down through block boxes in normal flow (auto width fills the containing block),
// px widths, and percentages of a known containing block; heights only from px. Anything
// else (text, shrink-to-fit, positions) needs layout, which jshost does not compute: it is
// answered as jsdom answers every size (lib/jsdom/living/nodes/Element-impl.js,
// HTMLElement-impl.js: 0, an all-zero getBoundingClientRect, no client rects), and the
// first such use on a page is one `warning` effect naming it (dom.noLayout).
(function (dom) {
  'use strict';
  const { NotSupportedError, hidden, computedValues } = dom;

  const px = (v) => { const m = /^(-?[\d.]+)px$/.exec(v || ''); return m ? Number(m[1]) : null; };
  const sides = (style, prefix, suffix) => (px(style.get(prefix + 'left' + suffix)) || 0) + (px(style.get(prefix + 'right' + suffix)) || 0);
  const ends = (style, prefix, suffix) => (px(style.get(prefix + 'top' + suffix)) || 0) + (px(style.get(prefix + 'bottom' + suffix)) || 0);
  const borders = (style, pair) => pair(style, 'border-', '-width');

  function rendered(element) {
    if (!element.isConnected) return false;
    for (let e = element; e && e.nodeType === 1; e = e.parentNode) if (computedValues(e).get('display') === 'none') return false;
    return true;
  }
  const isBlock = (display) => /^(block|list-item|flex|grid|table|flow-root)$/.test(display);
  function containingBlock(element, style) {
    const position = style.get('position');
    if (position === 'fixed') return null;  // the viewport
    for (let e = element.parentNode; e && e.nodeType === 1; e = e.parentNode) {
      if (position !== 'absolute' || computedValues(e).get('position') !== 'static') return e;
    }
    return null;
  }
  // The content-box width of a rendered element, or null when it needs layout.
  function contentWidth(element) {
    const style = computedValues(element);
    const boxSizing = style.get('box-sizing');
    const extras = sides(style, 'padding-', '') + borders(style, sides);
    const fromSpecified = (w) => Math.max(0, boxSizing === 'border-box' ? w - extras : w);
    const cb = containingBlock(element, style);
    const cbWidth = () => (cb ? contentWidth(cb) + (style.get('position') === 'absolute' ? sides(computedValues(cb), 'padding-', '') : 0) : dom.viewport().width);
    const specified = style.get('width');  // px, a percentage (cascade.js keeps them) or auto
    if (specified !== 'auto' && style.get('display') !== 'inline') {
      if (specified.endsWith('%')) { const w = cbWidth(); return w === null ? null : fromSpecified(w * parseFloat(specified) / 100); }
      const w = px(specified);
      if (w !== null) return fromSpecified(w);
    }
    const display = style.get('display');
    if (display === 'inline') return element._nodes.length === 0 ? 0 : null;
    const inFlow = /^(static|relative|sticky)$/.test(style.get('position')) && style.get('float') === 'none';
    if (isBlock(display) && display !== 'table' && inFlow) {
      const w = cbWidth();
      return w === null ? null : Math.max(0, w - sides(style, 'margin-', '') - extras);
    }
    return null;
  }
  // Heights: px as written; else boxes stack, each run of text or inline content counting
  // one line box (line-height, `normal` = 1.2 × the font size: no wrapping, an estimate that
  // gives libraries' layout probes a browser's answer), a table cell the height of its row.
  function lineHeight(style) {
    const lh = style.get('line-height');
    return px(lh) !== null ? px(lh) : /^[\d.]+$/.test(lh) ? Number(lh) * px(style.get('font-size')) : Math.round(1.2 * (px(style.get('font-size')) || 16));
  }
  function contentHeight(element) {
    const style = computedValues(element);
    const display = style.get('display');
    const h = px(style.get('height'));
    if (h !== null && display !== 'inline') {
      return Math.max(0, style.get('box-sizing') === 'border-box' ? h - ends(style, 'padding-', '') - borders(style, ends) : h);
    }
    if (display === 'inline') return element._nodes.length === 0 ? 0 : null;
    if (display === 'table-cell' && element.parentNode && element.parentNode.nodeType === 1) {
      let tallest = 0;
      for (const cell of element.parentNode.children) {
        if (computedValues(cell).get('display') === 'none') continue;
        const own = flowHeight(cell);
        if (own === null) return null;
        tallest = Math.max(tallest, own);
      }
      return tallest;
    }
    return flowHeight(element);
  }
  function flowHeight(element) {
    let total = 0, inLine = false;
    for (const child of element._nodes) {
      if (child.nodeType === 3) { if (/\S/.test(child.data) && !inLine) { total += lineHeight(computedValues(element)); inLine = true; } continue; }
      if (child.nodeType !== 1) continue;
      const style = computedValues(child);
      const display = style.get('display');
      if (display === 'none' || /^(absolute|fixed)$/.test(style.get('position'))) continue;
      if (/^inline/.test(display)) { if (!inLine) { total += lineHeight(computedValues(element)); inLine = true; } continue; }
      const h = contentHeight(child);
      if (h === null) return null;
      total += h + ends(style, 'padding-', '') + borders(style, ends) + ends(style, 'margin-', '');
      inLine = false;
    }
    return total;
  }

  function measure(name, element, compute, what) {
    if (!rendered(element)) return 0;
    const value = compute(computedValues(element));
    if (value === null) { dom.noLayout('Element.' + name + ' of a <' + element.localName + '> (its ' + (what || 'size') + ' depends on layout)'); return 0; }
    return Math.round(value);
  }
  const widthWith = (element, add) => { const w = contentWidth(element); return w === null ? null : w + add; };
  const heightWith = (element, add) => { const h = contentHeight(element); return h === null ? null : h + add; };
  const sizes = {
    offsetWidth(style) { return widthWith(this, sides(style, 'padding-', '') + borders(style, sides)); },
    offsetHeight(style) { return heightWith(this, ends(style, 'padding-', '') + borders(style, ends)); },
    clientWidth(style) { return style.get('display') === 'inline' ? 0 : widthWith(this, sides(style, 'padding-', '')); },
    clientHeight(style) { return style.get('display') === 'inline' ? 0 : heightWith(this, ends(style, 'padding-', '')); },
    clientTop(style) { return px(style.get('border-top-width')) || 0; },
    clientLeft(style) { return px(style.get('border-left-width')) || 0; },
  };
  const proto = dom.Element.prototype;
  for (const [name, compute] of Object.entries(sizes)) {
    Object.defineProperty(proto, name, { get() { return measure(name, this, compute.bind(this)); }, configurable: true });
  }
  // Positions and scrolled content need layout, except for elements that are not rendered.
  for (const name of ['offsetTop', 'offsetLeft', 'scrollWidth', 'scrollHeight']) {
    Object.defineProperty(proto, name, { get() { return measure(name, this, () => null, /^offset/.test(name) ? 'position' : 'content size'); }, configurable: true });
  }
  // The page never scrolls (it is the viewport): scroll offsets are 0 and setting them does nothing.
  for (const name of ['scrollTop', 'scrollLeft']) Object.defineProperty(proto, name, { get() { return 0; }, set() {}, configurable: true });
  Object.defineProperty(proto, 'offsetParent', {
    get() {
      if (!rendered(this) || this.localName === 'body' || computedValues(this).get('position') === 'fixed') return null;
      for (let e = this.parentNode; e && e.nodeType === 1; e = e.parentNode) {
        if (e.localName === 'body' || computedValues(e).get('position') !== 'static' || /^(td|th|table)$/.test(e.localName)) return e;
      }
      return null;
    },
    configurable: true,
  });
  const emptyRect = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0, toJSON() { return this; } });
  hidden(proto, 'getClientRects', function getClientRects() {
    if (!rendered(this)) return [];
    const rect = fixedRect(this);
    if (rect) return [rect];
    dom.noLayout('Element.getClientRects (positions need layout)');
    return [];
  });
  // A fixed box with its top and left given (px, or % of the viewport) is placed without layout.
  function fixedRect(element) {
    const style = computedValues(element);
    if (style.get('position') !== 'fixed') return null;
    const vp = dom.viewport();
    const offset = (name, size) => { const v = style.get(name); return /%$/.test(v) ? parseFloat(v) * size / 100 : px(v); };
    const top = offset('top', vp.height), left = offset('left', vp.width);
    const width = widthWith(element, sides(style, 'padding-', '') + borders(style, sides));
    const height = heightWith(element, ends(style, 'padding-', '') + borders(style, ends));
    if (top === null || left === null || width === null || height === null) return null;
    const x = left + (px(style.get('margin-left')) || 0), y = top + (px(style.get('margin-top')) || 0);
    return { x, y, width, height, top: y, left: x, right: x + width, bottom: y + height, toJSON() { return this; } };
  }
  hidden(proto, 'getBoundingClientRect', function getBoundingClientRect() {
    if (!rendered(this)) return emptyRect();
    const rect = fixedRect(this);
    if (rect) return rect;
    dom.noLayout('Element.getBoundingClientRect (positions need layout)');
    return emptyRect();
  });
  for (const name of ['scrollIntoView', 'scrollTo', 'scrollBy', 'scroll']) hidden(proto, name, function () {});

  // The used `width` getComputedStyle reports: the content box, or the border box under box-sizing: border-box.
  function usedWidth(element) {
    const w = contentWidth(element);
    if (w === null) return null;
    const style = computedValues(element);
    return style.get('box-sizing') === 'border-box' ? w + sides(style, 'padding-', '') + borders(style, sides) : w;
  }

  // The first layout-dependent answer of the page: the host records one `warning`.
  let warned = false;
  dom.noLayout = (what) => {
    if (warned) return;
    warned = true;
    const at = new Error();
    dom.userFrame(at);
    const where = at.sourceURL ? String(at.sourceURL).replace(/^file:\/\//, '') + ':' + at.line + ': ' : '';
    if (dom.native && dom.native.layoutUsed) dom.native.layoutUsed(where + what);
  };

  Object.assign(dom, { rendered, contentWidth, usedWidth });
})
