// jshost's small DOM (docs/pages.md): the document tree of a page, built from
// the tree libxml2's HTML parser made (compact JSON, Sources/PageSyntax), with
// what notification handlers touch: queries, text/HTML/value/attributes/classes/
// style/dataset, events, and tree edits. No layout, no rendering: what needs
// them throws one NotSupportedError naming what is missing.
//
// Called once with the natives object; returns the DOM's entry points.
// native.parseFragment(html) → JSON of the nodes (same parser, inside <body>)
// native.reportError(error)  → an uncaught error (a listener threw)
// native.changed()           → the first recorded change since the last take
// native.runScript(element)  → runs a <script> a page script inserted
(function (native) {
  'use strict';
  const g = globalThis;
  const hidden = (object, name, value) => Object.defineProperty(object, name, { value, writable: true, configurable: true, enumerable: false });

  // MARK: Not supported

  class NotSupportedError extends Error {
    constructor(what) {
      super("jshost's page DOM has no layout or rendering: " + what + ' is not available (docs/pages.md lists what is)');
      this.name = 'NotSupportedError';
      userFrame(this);
    }
  }
  const userFrame2 = (e) => { userFrame(e); return e; };
  // An error thrown from inside the DOM is reported where the page's code called it.
  function userFrame(error) {
    const frames = String(error.stack || '').split('\n');
    const own = frames.filter((f) => !/@jshost:|^jshost:|^[^@]*$/.test(f) || /@(?!jshost:)/.test(f));
    const user = own.find((f) => /@(?!jshost:).+:\d+:\d+$/.test(f));
    if (!user) return;
    const m = /@(.+):(\d+):(\d+)$/.exec(user);
    Object.defineProperty(error, 'sourceURL', { value: m[1], configurable: true, writable: true });
    Object.defineProperty(error, 'line', { value: Number(m[2]), configurable: true, writable: true });
    Object.defineProperty(error, 'column', { value: Number(m[3]), configurable: true, writable: true });
    Object.defineProperty(error, 'stack', { value: frames.filter((f) => !/@jshost:/.test(f) && f !== '').join('\n'), configurable: true, writable: true });
  }
  const unsupported = (what) => function () { throw new NotSupportedError(what); };
  const unsupportedGetters = (proto, owner, names) => {
    for (const name of names) {
      Object.defineProperty(proto, name, { get: unsupported(owner + '.' + name), set: unsupported(owner + '.' + name), configurable: true });
    }
  };

  // MARK: Change log (the `dom` effect)

  let recording = false;
  let changes = new Map();
  function record(node, change) {
    if (!recording) return;
    let element = node;
    if (node.nodeType === 3 || node.nodeType === 8) { element = node.parentNode; change = 'text'; }
    if (!element || element.nodeType !== 1 || !element.isConnected) return;
    if (changes.size === 0) native.changed();
    let aspects = changes.get(element);
    if (!aspects) changes.set(element, aspects = new Set());
    aspects.add(change);
  }
  function describe(element) {
    const id = element.getAttribute('id');
    if (id) return '#' + id;
    const parent = element.parentNode;
    let name = element.localName;
    const cls = (element.getAttribute('class') || '').trim().split(/\s+/).filter(Boolean);
    if (cls.length) name += '.' + cls.join('.');
    if (!parent || parent.nodeType !== 1) return name;
    if (element.localName === 'body' || element.localName === 'head' || element.localName === 'html') return element.localName;
    const same = parent.children.filter((e) => e.localName === element.localName);
    if (same.length > 1) name += ':nth-of-type(' + (same.indexOf(element) + 1) + ')';
    return describe(parent) + ' > ' + name;
  }
  const clip = (text) => (text.length > 200 ? text.slice(0, 199) + '…' : text);
  function takeChanges() {
    const out = [];
    for (const [element, aspects] of changes) {
      if (!element.isConnected) continue;
      const target = describe(element);
      for (const change of aspects) {
        let value;
        if (change === 'text') value = element.textContent;
        else if (change === 'html') value = element.innerHTML;
        else if (change === 'value') value = String(element.value);
        else if (change === 'checked') value = String(element.checked);
        else if (change === 'class') value = element.getAttribute('class') || '';
        else if (change === 'style') value = element.getAttribute('style') || '';
        else if (change.startsWith('attr ')) { value = element.getAttribute(change.slice(5)); if (value === null) value = '(removed)'; }
        out.push({ target, change, value: clip(String(value)) });
      }
    }
    changes = new Map();
    return out;
  }

  // MARK: Events

  const listeners = new WeakMap();
  const inlineHandlers = new WeakMap();
  class Event {
    constructor(type, init) {
      if (arguments.length === 0) throw new TypeError("Failed to construct 'Event': 1 argument required, but only 0 present.");
      init = init || {};
      hidden(this, '_stop', false);
      hidden(this, '_stopNow', false);
      this.type = String(type);
      this.bubbles = !!init.bubbles;
      this.cancelable = !!init.cancelable;
      this.composed = !!init.composed;
      this.defaultPrevented = false;
      this.target = null;
      this.currentTarget = null;
      this.eventPhase = 0;
      this.isTrusted = false;
      this.timeStamp = typeof performance === 'object' ? performance.now() : 0;
    }
    preventDefault() { if (this.cancelable) this.defaultPrevented = true; }
    stopPropagation() { this._stop = true; }
    stopImmediatePropagation() { this._stop = true; this._stopNow = true; }
    get returnValue() { return !this.defaultPrevented; }
    set returnValue(v) { if (!v) this.preventDefault(); }
    get srcElement() { return this.target; }
    get cancelBubble() { return this._stop; }
    set cancelBubble(v) { if (v) this._stop = true; }
    composedPath() { return this._path ? this._path.slice() : []; }
    initEvent(type, bubbles, cancelable) { this.type = String(type); this.bubbles = !!bubbles; this.cancelable = !!cancelable; }
  }
  Event.NONE = 0; Event.CAPTURING_PHASE = 1; Event.AT_TARGET = 2; Event.BUBBLING_PHASE = 3;
  class CustomEvent extends Event {
    constructor(type, init) { super(type, init); this.detail = init && init.detail !== undefined ? init.detail : null; }
    initCustomEvent(type, bubbles, cancelable, detail) { this.initEvent(type, bubbles, cancelable); this.detail = detail; }
  }
  class UIEvent extends Event { constructor(type, init) { super(type, init); this.detail = (init && init.detail) || 0; this.view = (init && init.view) || null; } }
  class MouseEvent extends UIEvent {}
  class KeyboardEvent extends UIEvent { constructor(type, init) { super(type, init); init = init || {}; this.key = init.key || ''; this.code = init.code || ''; } }
  class FocusEvent extends UIEvent {}
  class InputEvent extends UIEvent { constructor(type, init) { super(type, init); this.data = (init && init.data) || null; } }
  class TouchEvent extends UIEvent {}

  function listenerList(target, type, create) {
    let byType = listeners.get(target);
    if (!byType) { if (!create) return null; listeners.set(target, byType = new Map()); }
    let list = byType.get(type);
    if (!list && create) byType.set(type, list = []);
    return list || null;
  }
  const EventTargetMethods = {
    addEventListener(type, callback, options) {
      if (callback == null) return;
      const capture = typeof options === 'boolean' ? options : !!(options && options.capture);
      const once = !!(options && typeof options === 'object' && options.once);
      const list = listenerList(this, String(type), true);
      if (list.some((l) => l.callback === callback && l.capture === capture)) return;
      list.push({ callback, capture, once });
    },
    removeEventListener(type, callback, options) {
      const capture = typeof options === 'boolean' ? options : !!(options && options.capture);
      const list = listenerList(this, String(type), false);
      if (!list) return;
      const i = list.findIndex((l) => l.callback === callback && l.capture === capture);
      if (i >= 0) { list[i].removed = true; list.splice(i, 1); }
    },
    dispatchEvent(event) {
      if (!(event instanceof Event)) throw new TypeError("Failed to execute 'dispatchEvent': parameter 1 is not of type 'Event'.");
      return dispatch(this, event);
    },
  };
  class EventTarget {}
  for (const name of Object.keys(EventTargetMethods)) hidden(EventTarget.prototype, name, EventTargetMethods[name]);

  function invoke(target, event, phaseCapture) {
    const list = listenerList(target, event.type, false);
    event.currentTarget = target;
    if (list) {
      for (const l of list.slice()) {
        if (l.removed) continue;
        if (event.eventPhase !== 2 && l.capture !== phaseCapture) continue;
        if (l.once) EventTargetMethods.removeEventListener.call(target, event.type, l.callback, l.capture);
        try {
          if (typeof l.callback === 'function') l.callback.call(target, event);
          else if (l.callback && typeof l.callback.handleEvent === 'function') l.callback.handleEvent(event);
        } catch (error) { native.reportError(error); }
        if (event._stopNow) return;
      }
    }
    if (!phaseCapture || event.eventPhase === 2) {
      const handler = handlerOf(target, event.type);
      if (typeof handler === 'function') {
        try {
          const result = handler.call(target, event);
          if (result === false) event.preventDefault();
        } catch (error) { native.reportError(error); }
      }
    }
  }
  function dispatch(target, event) {
    event.target = target;
    const path = [];
    for (let node = target.parentNode; node; node = node.parentNode) path.push(node);
    if (path.length && path[path.length - 1].nodeType === 9 || target.nodeType === 9) path.push(g);
    hidden(event, '_path', [target].concat(path));
    event._stop = false; event._stopNow = false;
    for (let i = path.length - 1; i >= 0 && !event._stop; i--) { event.eventPhase = 1; invoke(path[i], event, true); }
    if (!event._stop) { event.eventPhase = 2; invoke(target, event, true); }
    if (event.bubbles) for (let i = 0; i < path.length && !event._stop; i++) { event.eventPhase = 3; invoke(path[i], event, false); }
    event.eventPhase = 0;
    event.currentTarget = null;
    if (!event.defaultPrevented && event.type === 'click') activate(target);
    return !event.defaultPrevented;
  }
  // A click's default action: checkboxes toggle, form controls report change.
  function activate(target) {
    if (target.localName === 'input' && (target.type === 'checkbox' || target.type === 'radio')) {
      target.checked = target.type === 'radio' ? true : !target.checked;
      dispatch(target, new Event('input', { bubbles: true }));
      dispatch(target, new Event('change', { bubbles: true }));
    }
  }

  const handlerNames = ['click', 'dblclick', 'change', 'input', 'submit', 'reset', 'load', 'error', 'focus', 'blur',
    'keydown', 'keyup', 'keypress', 'mousedown', 'mouseup', 'mouseover', 'mouseout', 'mousemove', 'touchstart',
    'touchend', 'touchmove', 'touchcancel', 'scroll', 'resize', 'select', 'contextmenu', 'pause', 'resume',
    'deviceready', 'DOMContentLoaded', 'beforeunload', 'unload', 'hashchange', 'popstate', 'message', 'online', 'offline'];
  function handlerOf(target, type) {
    const own = inlineHandlers.get(target);
    if (own && own.has(type)) return own.get(type);
    if (target.nodeType === 1 && target.hasAttribute('on' + type)) {
      const code = target.getAttribute('on' + type);
      // eslint-disable-next-line no-new-func
      const fn = new Function('event', code);
      (own || inlineHandlers.set(target, new Map()).get(target)).set(type, fn);
      return fn;
    }
    return null;
  }
  function defineHandlers(proto) {
    for (const type of handlerNames) {
      Object.defineProperty(proto, 'on' + type.toLowerCase(), {
        get() { return handlerOf(this, type); },
        set(fn) {
          let own = inlineHandlers.get(this);
          if (!own) inlineHandlers.set(this, own = new Map());
          own.set(type, typeof fn === 'function' ? fn : null);
        },
        configurable: true,
      });
    }
  }

  // MARK: Selectors (tag, #id, .class, [attr], [attr op value], *, descendant, >, comma lists)

  const selectorCache = new Map();
  function parseSelector(text) {
    const source = String(text);
    if (selectorCache.has(source)) return selectorCache.get(source);
    const groups = [];
    let i = 0;
    const s = source;
    const fail = (why) => { throw userFrame2(new SyntaxError("'" + source + "' is not a selector jshost's page DOM supports: " + why + ' (tag, #id, .class, [attr], [attr=value], descendant and > combinators, comma lists)')); };
    const ident = () => {
      const m = /^-?(?:[A-Za-z_\u00a0-\uffff]|\\.)(?:[\w\-\u00a0-\uffff]|\\.)*/.exec(s.slice(i));
      if (!m) fail('expected a name at ' + (i + 1));
      i += m[0].length;
      return m[0].replace(/\\(.)/g, '$1');
    };
    const space = () => { const start = i; while (i < s.length && /\s/.test(s[i])) i++; return i > start; };
    let chain = [];
    let combinator = null;
    space();
    while (i < s.length) {
      const compound = { tag: null, id: null, classes: [], attrs: [] };
      let any = false;
      for (;;) {
        const c = s[i];
        if (c === '*') { i++; any = true; continue; }
        if (c === '#') { i++; compound.id = ident(); any = true; continue; }
        if (c === '.') { i++; compound.classes.push(ident()); any = true; continue; }
        if (c === '[') {
          i++; space();
          const name = ident().toLowerCase(); space();
          let op = null, value = null;
          const m = /^([~|^$*]?=)/.exec(s.slice(i));
          if (m) {
            op = m[1]; i += op.length; space();
            const q = s[i];
            if (q === '"' || q === "'") {
              const end = s.indexOf(q, i + 1);
              if (end < 0) fail('unterminated string');
              value = s.slice(i + 1, end); i = end + 1;
            } else value = ident();
            space();
            if (s[i] === 'i' || s[i] === 'I') { i++; space(); }
          }
          if (s[i] !== ']') fail("expected ']'");
          i++;
          compound.attrs.push({ name, op, value });
          any = true; continue;
        }
        if (c === ':') fail('pseudo-classes like ' + (/^::?[\w-]+/.exec(s.slice(i)) || [':'])[0] + ' are not supported');
        if (c && /[A-Za-z_\u00a0-\uffff\\-]/.test(c) && !any) { compound.tag = ident().toLowerCase(); any = true; continue; }
        break;
      }
      if (!any) fail('unexpected ' + JSON.stringify(s[i] || 'end'));
      chain.push({ compound, combinator });
      const spaced = space();
      const c = s[i];
      if (c === undefined) break;
      if (c === ',') { i++; space(); groups.push(chain); chain = []; combinator = null; continue; }
      if (c === '>') { i++; space(); combinator = '>'; continue; }
      if (c === '+' || c === '~') fail("the '" + c + "' combinator is not supported");
      if (spaced) { combinator = ' '; continue; }
      fail('unexpected ' + JSON.stringify(c));
    }
    if (chain.length === 0) fail('it is empty');
    groups.push(chain);
    selectorCache.set(source, groups);
    return groups;
  }
  function matchesCompound(el, c) {
    if (c.tag && el.localName !== c.tag) return false;
    if (c.id !== null && el.getAttribute('id') !== c.id) return false;
    if (c.classes.length) {
      const own = (el.getAttribute('class') || '').split(/\s+/);
      for (const cls of c.classes) if (!own.includes(cls)) return false;
    }
    for (const a of c.attrs) {
      const v = el.getAttribute(a.name);
      if (v === null) return false;
      switch (a.op) {
        case null: break;
        case '=': if (v !== a.value) return false; break;
        case '~=': if (!v.split(/\s+/).includes(a.value)) return false; break;
        case '|=': if (v !== a.value && !v.startsWith(a.value + '-')) return false; break;
        case '^=': if (!a.value || !v.startsWith(a.value)) return false; break;
        case '$=': if (!a.value || !v.endsWith(a.value)) return false; break;
        case '*=': if (!a.value || !v.includes(a.value)) return false; break;
      }
    }
    return true;
  }
  function matchesChain(el, chain, index, scope) {
    const { compound, combinator } = chain[index];
    if (!matchesCompound(el, compound)) return false;
    if (index === 0) return true;
    if (combinator === '>') {
      const parent = el.parentNode;
      return !!parent && parent.nodeType === 1 && parent !== scope && matchesChain(parent, chain, index - 1, scope);
    }
    for (let p = el.parentNode; p && p.nodeType === 1 && p !== scope; p = p.parentNode) {
      if (matchesChain(p, chain, index - 1, scope)) return true;
    }
    return false;
  }
  function matches(el, selector, scope) {
    return parseSelector(selector).some((chain) => matchesChain(el, chain, chain.length - 1, scope));
  }
  function* descendants(root) {
    const stack = root._nodes.slice().reverse();
    while (stack.length) {
      const node = stack.pop();
      if (node.nodeType === 1) {
        yield node;
        for (let i = node._nodes.length - 1; i >= 0; i--) stack.push(node._nodes[i]);
      } else if (node.nodeType === 11) {
        for (let i = node._nodes.length - 1; i >= 0; i--) stack.push(node._nodes[i]);
      }
    }
  }
  function queryAll(root, selector) {
    parseSelector(selector);
    const out = [];
    // Scoped like querySelectorAll: the element itself is not a candidate, its ancestors may match the left side.
    for (const el of descendants(root)) if (matches(el, selector, null)) out.push(el);
    return out;
  }
  function query(root, selector) {
    parseSelector(selector);
    for (const el of descendants(root)) if (matches(el, selector, null)) return el;
    return null;
  }

  // MARK: Collections

  class NodeList extends Array {
    item(i) { return this[i] === undefined ? null : this[i]; }
    static get [Symbol.species]() { return Array; }
  }
  class HTMLCollection extends NodeList {
    namedItem(name) { return this.find((e) => e.getAttribute('id') === name || e.getAttribute('name') === name) || null; }
  }
  const list = (Kind, items) => { const l = new Kind(); for (const x of items) l.push(x); return l; };

  // MARK: Nodes

  const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
  const rawText = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
  const escapeText = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
  const escapeAttr = (t) => t.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\u00a0/g, '&nbsp;');

  class Node extends EventTarget {
    constructor() {
      super();
      hidden(this, '_nodes', []);
      hidden(this, '_parent', null);
    }
    get parentNode() { return this._parent; }
    get parentElement() { return this._parent && this._parent.nodeType === 1 ? this._parent : null; }
    get childNodes() { return list(NodeList, this._nodes); }
    get firstChild() { return this._nodes[0] || null; }
    get lastChild() { return this._nodes[this._nodes.length - 1] || null; }
    get previousSibling() { const p = this._parent; if (!p) return null; return p._nodes[p._nodes.indexOf(this) - 1] || null; }
    get nextSibling() { const p = this._parent; if (!p) return null; return p._nodes[p._nodes.indexOf(this) + 1] || null; }
    get ownerDocument() { return this.nodeType === 9 ? null : currentDocument; }
    get isConnected() { let n = this; while (n._parent) n = n._parent; return n.nodeType === 9; }
    getRootNode() { let n = this; while (n._parent) n = n._parent; return n; }
    hasChildNodes() { return this._nodes.length > 0; }
    contains(other) { for (let n = other; n; n = n._parent) if (n === this) return true; return false; }
    get textContent() {
      if (this.nodeType === 3 || this.nodeType === 8) return this.data;
      if (this.nodeType === 9) return null;
      let out = '';
      const walk = (n) => { for (const c of n._nodes) { if (c.nodeType === 3) out += c.data; else if (c.nodeType === 1 || c.nodeType === 11) walk(c); } };
      walk(this);
      return out;
    }
    set textContent(value) {
      if (this.nodeType === 3 || this.nodeType === 8) { this.data = value; return; }
      if (this.nodeType === 9) return;
      replaceAll(this, value === null || value === undefined || value === '' ? [] : [new Text(String(value))]);
      record(this, 'text');
    }
    get nodeValue() { return this.nodeType === 3 || this.nodeType === 8 ? this.data : null; }
    set nodeValue(v) { if (this.nodeType === 3 || this.nodeType === 8) this.data = v; }
    appendChild(node) { return insert(this, node, null); }
    insertBefore(node, child) { return insert(this, node, child === undefined ? null : child); }
    removeChild(child) {
      if (!child || child._parent !== this) throw domException('NotFoundError', "Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.");
      detach(child);
      record(this, 'html');
      return child;
    }
    replaceChild(node, child) {
      if (!child || child._parent !== this) throw domException('NotFoundError', "Failed to execute 'replaceChild' on 'Node': The node to be replaced is not a child of this node.");
      const next = child.nextSibling;
      detach(child);
      insert(this, node, next);
      return child;
    }
    cloneNode(deep) {
      let copy;
      switch (this.nodeType) {
        case 1: copy = createElement(this.localName); for (const [k, v] of this._attrs) copy._attrs.set(k, v); break;
        case 3: copy = new Text(this.data); break;
        case 8: copy = new Comment(this.data); break;
        case 11: copy = new DocumentFragment(); break;
        default: throw domException('NotSupportedError', 'cloneNode of a document is not supported');
      }
      if (deep) for (const c of this._nodes) insert(copy, c.cloneNode(true), null);
      return copy;
    }
    isEqualNode(other) { return !!other && other.nodeType === this.nodeType && serialize(other, true) === serialize(this, true); }
    isSameNode(other) { return other === this; }
    compareDocumentPosition(other) {
      if (other === this) return 0;
      if (this.contains(other)) return 20;
      if (other.contains(this)) return 10;
      const order = [...allNodes(this.getRootNode())];
      if (this.getRootNode() !== other.getRootNode()) return 1;
      return order.indexOf(other) > order.indexOf(this) ? 4 : 2;
    }
    normalize() {
      for (const c of this._nodes.slice()) {
        if (c.nodeType === 3 && c.data === '') detach(c);
        else if (c.nodeType === 3 && c.previousSibling && c.previousSibling.nodeType === 3) { c.previousSibling.data += c.data; detach(c); }
        else if (c.nodeType === 1) c.normalize();
      }
    }
  }
  Object.assign(Node, { ELEMENT_NODE: 1, ATTRIBUTE_NODE: 2, TEXT_NODE: 3, CDATA_SECTION_NODE: 4, COMMENT_NODE: 8, DOCUMENT_NODE: 9, DOCUMENT_TYPE_NODE: 10, DOCUMENT_FRAGMENT_NODE: 11 });
  function* allNodes(root) { yield root; for (const c of root._nodes) yield* allNodes(c); }
  function domException(name, message) { const e = new Error(message); e.name = name; return e; }

  // Child-node mixins (append, prepend, before, after, remove, replaceWith).
  const toNodes = (items) => items.map((x) => (x instanceof Node ? x : new Text(String(x))));
  function fragmentOf(items) { const f = new DocumentFragment(); for (const n of toNodes(items)) insert(f, n, null); return f; }
  const ParentMethods = {
    append(...items) { insert(this, fragmentOf(items), null); },
    prepend(...items) { insert(this, fragmentOf(items), this.firstChild); },
    replaceChildren(...items) { replaceAll(this, toNodes(items)); record(this, 'html'); },
    querySelector(selector) { return query(this, selector); },
    querySelectorAll(selector) { return list(NodeList, queryAll(this, selector)); },
    getElementsByTagName(name) { const n = String(name).toLowerCase(); return list(HTMLCollection, [...descendants(this)].filter((e) => n === '*' || e.localName === n)); },
    getElementsByClassName(names) {
      const wanted = String(names).trim().split(/\s+/).filter(Boolean);
      return list(HTMLCollection, [...descendants(this)].filter((e) => { const own = (e.getAttribute('class') || '').split(/\s+/); return wanted.length > 0 && wanted.every((c) => own.includes(c)); }));
    },
  };
  const ChildMethods = {
    remove() { const p = this._parent; if (p) { detach(this); record(p, 'html'); } },
    before(...items) { const p = this._parent; if (p) insert(p, fragmentOf(items), this); },
    after(...items) { const p = this._parent; if (p) insert(p, fragmentOf(items), this.nextSibling); },
    replaceWith(...items) { const p = this._parent; if (!p) return; const next = this.nextSibling; detach(this); insert(p, fragmentOf(items), next); },
  };
  const ParentGetters = {
    children() { return list(HTMLCollection, this._nodes.filter((n) => n.nodeType === 1)); },
    childElementCount() { return this._nodes.filter((n) => n.nodeType === 1).length; },
    firstElementChild() { return this._nodes.find((n) => n.nodeType === 1) || null; },
    lastElementChild() { for (let i = this._nodes.length - 1; i >= 0; i--) if (this._nodes[i].nodeType === 1) return this._nodes[i]; return null; },
  };
  const ChildGetters = {
    nextElementSibling() { let n = this.nextSibling; while (n && n.nodeType !== 1) n = n.nextSibling; return n; },
    previousElementSibling() { let n = this.previousSibling; while (n && n.nodeType !== 1) n = n.previousSibling; return n; },
  };
  function mix(proto, methods, getters) {
    for (const k of Object.keys(methods || {})) hidden(proto, k, methods[k]);
    for (const k of Object.keys(getters || {})) Object.defineProperty(proto, k, { get: getters[k], configurable: true });
  }

  function detach(node) {
    const p = node._parent;
    if (!p) return;
    p._nodes.splice(p._nodes.indexOf(node), 1);
    node._parent = null;
  }
  function replaceAll(parent, nodes) {
    for (const c of parent._nodes) c._parent = null;
    parent._nodes = [];
    for (const n of nodes) insert(parent, n, null, true);
  }
  function insert(parent, node, before, quiet) {
    if (!(node instanceof Node)) throw new TypeError("Failed to execute 'appendChild' on 'Node': parameter 1 is not of type 'Node'.");
    if (node.nodeType === 9) throw domException('HierarchyRequestError', 'A document cannot be inserted');
    if (node.contains(parent)) throw domException('HierarchyRequestError', "Failed to execute 'appendChild' on 'Node': The new child element contains the parent.");
    if (before && before._parent !== parent) throw domException('NotFoundError', "Failed to execute 'insertBefore' on 'Node': The node before which the new node is to be inserted is not a child of this node.");
    const nodes = node.nodeType === 11 ? node._nodes.slice() : [node];
    if (node.nodeType === 11) { for (const c of nodes) c._parent = null; node._nodes = []; }
    for (const n of nodes) {
      if (n === before) before = n.nextSibling;
      detach(n);
      const index = before ? parent._nodes.indexOf(before) : parent._nodes.length;
      parent._nodes.splice(index, 0, n);
      n._parent = parent;
    }
    if (!quiet) record(parent, 'html');
    if (parent.isConnected) for (const n of nodes) startScripts(n);
    return node;
  }
  // A <script> a page's code inserts runs once it is connected, as in a browser.
  function startScripts(node) {
    if (node.nodeType !== 1) return;
    if (node.localName === 'script' && !node._started) {
      node._started = true;
      native.runScript(node);
    }
    for (const c of node._nodes) startScripts(c);
  }

  class CharacterData extends Node {
    constructor(data) { super(); hidden(this, '_data', String(data)); }
    get data() { return this._data; }
    set data(v) { this._data = v === null ? '' : String(v); record(this, 'text'); }
    get length() { return this._data.length; }
    appendData(s) { this.data = this._data + s; }
  }
  mix(CharacterData.prototype, ChildMethods, ChildGetters);
  class Text extends CharacterData {
    get nodeType() { return 3; }
    get nodeName() { return '#text'; }
    get wholeText() { return this._data; }
    splitText(offset) { const rest = new Text(this._data.slice(offset)); this._data = this._data.slice(0, offset); if (this._parent) insert(this._parent, rest, this.nextSibling); return rest; }
  }
  class Comment extends CharacterData {
    get nodeType() { return 8; }
    get nodeName() { return '#comment'; }
  }
  class DocumentFragment extends Node {
    get nodeType() { return 11; }
    get nodeName() { return '#document-fragment'; }
    getElementById(id) { for (const e of descendants(this)) if (e.getAttribute('id') === String(id)) return e; return null; }
  }
  mix(DocumentFragment.prototype, ParentMethods, ParentGetters);

  // MARK: Elements

  function camel(name) { return name.replace(/-([a-z])/g, (_, c) => c.toUpperCase()); }
  function kebab(name) { return name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()); }

  class DOMTokenList {
    constructor(element) { hidden(this, '_el', element); }
    _get() { return (this._el.getAttribute('class') || '').split(/\s+/).filter(Boolean); }
    _set(tokens) { this._el.setAttribute('class', tokens.join(' ')); }
    get length() { return this._get().length; }
    get value() { return this._el.getAttribute('class') || ''; }
    set value(v) { this._el.setAttribute('class', v); }
    item(i) { return this._get()[i] || null; }
    contains(t) { return this._get().includes(String(t)); }
    add(...tokens) { const own = this._get(); for (const t of tokens) if (!own.includes(String(t))) own.push(String(t)); this._set(own); }
    remove(...tokens) { const s = tokens.map(String); this._set(this._get().filter((t) => !s.includes(t))); }
    toggle(t, force) {
      const has = this.contains(t);
      const want = force === undefined ? !has : !!force;
      if (want && !has) this.add(t); else if (!want && has) this.remove(t);
      return want;
    }
    replace(a, b) { const own = this._get(); const i = own.indexOf(String(a)); if (i < 0) return false; own[i] = String(b); this._set([...new Set(own)]); return true; }
    forEach(fn, self) { this._get().forEach(fn, self); }
    entries() { return this._get().entries(); }
    keys() { return this._get().keys(); }
    values() { return this._get().values(); }
    [Symbol.iterator]() { return this._get()[Symbol.iterator](); }
    toString() { return this.value; }
  }

  function parseStyle(text) {
    const out = new Map();
    for (const part of String(text || '').split(';')) {
      const i = part.indexOf(':');
      if (i < 0) continue;
      const k = part.slice(0, i).trim().toLowerCase(), v = part.slice(i + 1).trim();
      if (k) out.set(k, v);
    }
    return out;
  }
  const styleText = (map) => [...map].map(([k, v]) => k + ': ' + v + ';').join(' ');
  function styleFor(element) {
    const read = () => parseStyle(element.getAttribute('style'));
    const write = (map) => { if (map.size) element.setAttribute('style', styleText(map)); else element.removeAttribute('style'); };
    const api = {
      getPropertyValue(name) { return read().get(String(name).toLowerCase()) || ''; },
      setProperty(name, value) { const m = read(); if (value === null || value === '') m.delete(String(name).toLowerCase()); else m.set(String(name).toLowerCase(), String(value)); write(m); },
      removeProperty(name) { const m = read(); const old = m.get(String(name).toLowerCase()) || ''; m.delete(String(name).toLowerCase()); write(m); return old; },
      getPropertyPriority() { return ''; },
      item(i) { return [...read().keys()][i] || ''; },
    };
    return new Proxy(api, {
      get(target, key) {
        if (typeof key !== 'string') return undefined;
        if (key in target) return target[key];
        if (key === 'cssText') return styleText(read());
        if (key === 'length') return read().size;
        if (/^\d+$/.test(key)) return target.item(Number(key));
        return read().get(kebab(key === 'cssFloat' ? 'float' : key)) || '';
      },
      set(target, key, value) {
        if (typeof key !== 'string') return true;
        if (key === 'cssText') { write(parseStyle(value)); return true; }
        target.setProperty(kebab(key === 'cssFloat' ? 'float' : key), value);
        return true;
      },
      has(target, key) { return typeof key === 'string' && (key in target || key === 'cssText' || read().has(kebab(key))); },
    });
  }
  function datasetFor(element) {
    return new Proxy({}, {
      get(_, key) { if (typeof key !== 'string') return undefined; const v = element.getAttribute('data-' + kebab(key)); return v === null ? undefined : v; },
      set(_, key, value) { element.setAttribute('data-' + kebab(String(key)), String(value)); return true; },
      deleteProperty(_, key) { element.removeAttribute('data-' + kebab(String(key))); return true; },
      has(_, key) { return typeof key === 'string' && element.hasAttribute('data-' + kebab(key)); },
      ownKeys() { return [...element._attrs.keys()].filter((k) => k.startsWith('data-')).map((k) => camel(k.slice(5))); },
      getOwnPropertyDescriptor(_, key) {
        const v = element.getAttribute('data-' + kebab(String(key)));
        return v === null ? undefined : { value: v, writable: true, enumerable: true, configurable: true };
      },
    });
  }

  class Attr {
    constructor(element, name) { hidden(this, '_el', element); this.name = name; }
    get value() { return this._el.getAttribute(this.name); }
    set value(v) { this._el.setAttribute(this.name, v); }
    get localName() { return this.name; }
    get nodeName() { return this.name; }
    get nodeValue() { return this.value; }
    get ownerElement() { return this._el; }
    get specified() { return true; }
  }

  class Element extends Node {
    constructor(localName) {
      super();
      hidden(this, '_local', String(localName).toLowerCase());
      hidden(this, '_attrs', new Map());
    }
    get nodeType() { return 1; }
    get localName() { return this._local; }
    get tagName() { return this._local.toUpperCase(); }
    get nodeName() { return this.tagName; }
    get namespaceURI() { return 'http://www.w3.org/1999/xhtml'; }
    getAttribute(name) { const v = this._attrs.get(String(name).toLowerCase()); return v === undefined ? null : v; }
    getAttributeNames() { return [...this._attrs.keys()]; }
    hasAttribute(name) { return this._attrs.has(String(name).toLowerCase()); }
    hasAttributes() { return this._attrs.size > 0; }
    setAttribute(name, value) {
      const key = String(name).toLowerCase();
      const v = String(value);
      if (this._attrs.get(key) === v) return;
      this._attrs.set(key, v);
      if (key.startsWith('on')) { const own = inlineHandlers.get(this); if (own) own.delete(key.slice(2)); }
      record(this, key === 'class' ? 'class' : key === 'style' ? 'style' : 'attr ' + key);
    }
    removeAttribute(name) {
      const key = String(name).toLowerCase();
      if (!this._attrs.has(key)) return;
      this._attrs.delete(key);
      record(this, key === 'class' ? 'class' : key === 'style' ? 'style' : 'attr ' + key);
    }
    toggleAttribute(name, force) {
      const has = this.hasAttribute(name);
      const want = force === undefined ? !has : !!force;
      if (want && !has) this.setAttribute(name, ''); else if (!want && has) this.removeAttribute(name);
      return want;
    }
    getAttributeNS(_, name) { return this.getAttribute(name); }
    setAttributeNS(_, name, value) { this.setAttribute(name, value); }
    removeAttributeNS(_, name) { this.removeAttribute(name); }
    get attributes() {
      const attrs = [...this._attrs.keys()].map((k) => new Attr(this, k));
      attrs.getNamedItem = (n) => attrs.find((a) => a.name === String(n).toLowerCase()) || null;
      attrs.item = (i) => attrs[i] || null;
      return attrs;
    }
    get id() { return this.getAttribute('id') || ''; }
    set id(v) { this.setAttribute('id', v); }
    get className() { return this.getAttribute('class') || ''; }
    set className(v) { this.setAttribute('class', v); }
    get classList() { return new DOMTokenList(this); }
    get style() { return styleFor(this); }
    set style(v) { this.setAttribute('style', v); }
    get dataset() { return datasetFor(this); }
    get innerHTML() { return this._nodes.map((n) => serialize(n, false, this._local)).join(''); }
    set innerHTML(html) {
      replaceAll(this, parseFragment(html));
      record(this, 'html');
    }
    get outerHTML() { return serialize(this, true); }
    set outerHTML(html) {
      const p = this._parent;
      if (!p) throw domException('NoModificationAllowedError', "Failed to set the 'outerHTML' property on 'Element': This element has no parent node.");
      const next = this.nextSibling;
      detach(this);
      const f = new DocumentFragment();
      for (const n of parseFragment(html)) insert(f, n, null, true);
      insert(p, f, next);
    }
    insertAdjacentHTML(where, html) {
      const f = new DocumentFragment();
      for (const n of parseFragment(html)) insert(f, n, null, true);
      this.insertAdjacent(where, f);
    }
    insertAdjacentText(where, text) { this.insertAdjacent(where, new Text(String(text))); }
    insertAdjacentElement(where, el) { return this.insertAdjacent(where, el); }
    insertAdjacent(where, node) {
      switch (String(where).toLowerCase()) {
        case 'beforebegin': if (this._parent) insert(this._parent, node, this); break;
        case 'afterbegin': insert(this, node, this.firstChild); break;
        case 'beforeend': insert(this, node, null); break;
        case 'afterend': if (this._parent) insert(this._parent, node, this.nextSibling); break;
        default: throw new SyntaxError("The value provided ('" + where + "') is not one of 'beforeBegin', 'afterBegin', 'beforeEnd', or 'afterEnd'.");
      }
      return node;
    }
    get innerText() { return this.textContent; }
    set innerText(v) { this.textContent = v; }
    get outerText() { return this.textContent; }
    matches(selector) { return matches(this, selector, null); }
    webkitMatchesSelector(selector) { return this.matches(selector); }
    closest(selector) { for (let e = this; e && e.nodeType === 1; e = e._parent) if (e.matches(selector)) return e; return null; }
    getElementById(id) { for (const e of descendants(this)) if (e.getAttribute('id') === String(id)) return e; return null; }
    click() { dispatch(this, new MouseEvent('click', { bubbles: true, cancelable: true })); }
    focus() { if (currentDocument) currentDocument._active = this; dispatch(this, new FocusEvent('focus')); }
    blur() { if (currentDocument && currentDocument._active === this) currentDocument._active = null; dispatch(this, new FocusEvent('blur')); }
    // Form controls
    get value() {
      if (this._local === 'select') { const o = this._selected(); return o ? o.value : ''; }
      if (this._local === 'option') return this.hasAttribute('value') ? this.getAttribute('value') : this.textContent.trim();
      if (this._local === 'textarea') return this._value !== undefined ? this._value : this.textContent;
      if (this._local === 'input' || this._local === 'button' || this._local === 'li' || this._local === 'param' || this._local === 'data') {
        if (this._value !== undefined) return this._value;
        const v = this.getAttribute('value');
        return v === null ? ((this._local === 'input' && (this.type === 'checkbox' || this.type === 'radio')) ? 'on' : '') : v;
      }
      return undefined;
    }
    set value(v) {
      if (this._local === 'select') { for (const o of this.getElementsByTagName('option')) o._selectedness = o.value === String(v); record(this, 'value'); return; }
      if (this._local === 'option' || this._local === 'button' || this._local === 'li' || this._local === 'data' || this._local === 'param') { this.setAttribute('value', v); return; }
      hidden(this, '_value', v === null ? '' : String(v));
      record(this, 'value');
    }
    get defaultValue() { return this._local === 'textarea' ? this.textContent : (this.getAttribute('value') || ''); }
    set defaultValue(v) { if (this._local === 'textarea') this.textContent = v; else this.setAttribute('value', v); }
    get checked() { return this._checked !== undefined ? this._checked : this.hasAttribute('checked'); }
    set checked(v) {
      hidden(this, '_checked', !!v);
      if (v && this.type === 'radio' && this.name && currentDocument) {
        for (const other of currentDocument.querySelectorAll('input[type=radio]')) if (other !== this && other.name === this.name) hidden(other, '_checked', false);
      }
      record(this, 'checked');
    }
    get defaultChecked() { return this.hasAttribute('checked'); }
    get selected() { return this._selectedness !== undefined ? this._selectedness : this.hasAttribute('selected'); }
    set selected(v) { hidden(this, '_selectedness', !!v); }
    _selected() {
      const options = this.getElementsByTagName('option');
      return options.find((o) => o.selected) || options[0] || null;
    }
    get options() { return this.getElementsByTagName('option'); }
    get selectedIndex() { const o = this._selected(); return o ? this.options.indexOf(o) : -1; }
    set selectedIndex(i) { this.options.forEach((o, j) => { o._selectedness = j === i; }); record(this, 'value'); }
    get form() { return this.closest('form'); }
    get elements() { return list(HTMLCollection, [...descendants(this)].filter((e) => ['input', 'select', 'textarea', 'button'].includes(e.localName))); }
    submit() {}
    reset() {}
    // <script>
    get text() { return this._local === 'script' || this._local === 'a' || this._local === 'option' || this._local === 'title' ? this.textContent : undefined; }
    set text(v) { this.textContent = v; }
    // <canvas>
    getContext() { throw new NotSupportedError('HTMLCanvasElement.getContext (canvas drawing)'); }
    toDataURL() { throw new NotSupportedError('HTMLCanvasElement.toDataURL (canvas drawing)'); }
  }
  mix(Element.prototype, Object.assign({}, ParentMethods, ChildMethods), Object.assign({}, ParentGetters, ChildGetters));
  defineHandlers(Element.prototype);
  unsupportedGetters(Element.prototype, 'Element', ['offsetWidth', 'offsetHeight', 'offsetTop', 'offsetLeft', 'offsetParent',
    'clientWidth', 'clientHeight', 'clientTop', 'clientLeft', 'scrollWidth', 'scrollHeight', 'scrollTop', 'scrollLeft']);
  for (const name of ['getBoundingClientRect', 'getClientRects', 'scrollIntoView', 'scrollTo', 'scrollBy', 'animate', 'attachShadow', 'requestFullscreen']) {
    hidden(Element.prototype, name, unsupported('Element.' + name));
  }
  // Reflected attributes.
  for (const name of ['title', 'name', 'type', 'placeholder', 'alt', 'lang', 'dir', 'rel', 'target', 'action', 'method', 'accept', 'autocomplete', 'pattern', 'min', 'max', 'step', 'media', 'charset', 'content', 'width', 'height', 'role', 'slot']) {
    Object.defineProperty(Element.prototype, name, {
      get() { const v = this.getAttribute(name); return v === null ? (name === 'type' && this._local === 'input' ? 'text' : name === 'type' && this._local === 'button' ? 'submit' : '') : (name === 'type' ? v.toLowerCase() : v); },
      set(v) { this.setAttribute(name, v); },
      configurable: true,
    });
  }
  Object.defineProperty(Element.prototype, 'htmlFor', { get() { return this.getAttribute('for') || ''; }, set(v) { this.setAttribute('for', v); }, configurable: true });
  Object.defineProperty(Element.prototype, 'tabIndex', { get() { const v = parseInt(this.getAttribute('tabindex'), 10); return isNaN(v) ? -1 : v; }, set(v) { this.setAttribute('tabindex', v); }, configurable: true });
  for (const name of ['disabled', 'hidden', 'required', 'readOnly', 'multiple', 'autofocus', 'defer', 'async', 'noValidate', 'open']) {
    const attr = name.toLowerCase();
    Object.defineProperty(Element.prototype, name, {
      get() { return this.hasAttribute(attr); },
      set(v) { if (v) this.setAttribute(attr, ''); else this.removeAttribute(attr); },
      configurable: true,
    });
  }
  for (const name of ['href', 'src', 'action']) {
    Object.defineProperty(Element.prototype, name, {
      get() { const v = this.getAttribute(name); if (v === null) return ''; try { return new URL(v, currentDocument ? currentDocument.URL : undefined).href; } catch (e) { return v; } },
      set(v) { this.setAttribute(name, v); },
      configurable: true,
    });
  }

  const tagClasses = {};
  function createElement(name) {
    const el = new Element(name);
    const Kind = tagClasses[el.localName];
    if (Kind) Object.setPrototypeOf(el, Kind.prototype);
    return el;
  }
  // Browser constructor names, for `instanceof` checks in app code.
  const HTMLElement = class HTMLElement extends Element {};
  const elementClasses = { HTMLElement, HTMLUnknownElement: class HTMLUnknownElement extends HTMLElement {} };
  for (const [className, tags] of Object.entries({
    HTMLDivElement: ['div'], HTMLSpanElement: ['span'], HTMLParagraphElement: ['p'], HTMLAnchorElement: ['a'],
    HTMLButtonElement: ['button'], HTMLInputElement: ['input'], HTMLTextAreaElement: ['textarea'], HTMLSelectElement: ['select'],
    HTMLOptionElement: ['option'], HTMLFormElement: ['form'], HTMLImageElement: ['img'], HTMLScriptElement: ['script'],
    HTMLStyleElement: ['style'], HTMLLinkElement: ['link'], HTMLMetaElement: ['meta'], HTMLHeadElement: ['head'],
    HTMLBodyElement: ['body'], HTMLHtmlElement: ['html'], HTMLTitleElement: ['title'], HTMLUListElement: ['ul'],
    HTMLOListElement: ['ol'], HTMLLIElement: ['li'], HTMLTableElement: ['table'], HTMLTableRowElement: ['tr'],
    HTMLTableCellElement: ['td', 'th'], HTMLLabelElement: ['label'], HTMLHeadingElement: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    HTMLBRElement: ['br'], HTMLHRElement: ['hr'], HTMLIFrameElement: ['iframe'], HTMLCanvasElement: ['canvas'],
    HTMLTemplateElement: ['template'], HTMLPreElement: ['pre'], HTMLVideoElement: ['video'], HTMLAudioElement: ['audio'],
  })) {
    const Kind = { [className]: class extends HTMLElement {} }[className];
    elementClasses[className] = Kind;
    for (const tag of tags) tagClasses[tag] = Kind;
  }
  for (const tag of ['section', 'article', 'header', 'footer', 'nav', 'main', 'aside', 'b', 'i', 'em', 'strong', 'small', 'code', 'u', 's', 'mark', 'figure', 'figcaption', 'summary', 'abbr', 'cite']) tagClasses[tag] = HTMLElement;

  function serialize(node, outer, parentTag) {
    switch (node.nodeType) {
      case 3: return rawText.has(parentTag) ? node.data : escapeText(node.data);
      case 8: return '<!--' + node.data + '-->';
      case 11: return node._nodes.map((n) => serialize(n, false)).join('');
      case 1: {
        let out = '<' + node._local;
        for (const [k, v] of node._attrs) out += ' ' + k + '="' + escapeAttr(v) + '"';
        out += '>';
        if (voidElements.has(node._local)) return out;
        out += node._nodes.map((n) => serialize(n, false, node._local)).join('');
        return out + '</' + node._local + '>';
      }
      default: return '';
    }
  }

  // MARK: Building from the parser's tree

  function build(item, scriptsStarted) {
    if (typeof item === 'string') return new Text(item);
    if (item[0] === '#comment') return new Comment(item[1]);
    const el = createElement(item[0]);
    if (item[1]) for (const k of Object.keys(item[1])) el._attrs.set(k, item[1][k]);
    hidden(el, '_line', item[2]);
    if (el._local === 'script' && scriptsStarted) { hidden(el, '_started', true); if (parsedScripts) parsedScripts.push(el); }
    for (let i = 3; i < item.length; i++) {
      const child = build(item[i], scriptsStarted);
      el._nodes.push(child);
      child._parent = el;
    }
    return el;
  }
  let parsedScripts = null;
  function parseFragment(html) {
    const text = html === null || html === undefined ? '' : String(html);
    if (!/[<&]/.test(text)) return text === '' ? [] : [new Text(text)];
    // Scripts set through innerHTML never run (as in browsers).
    return JSON.parse(native.parseFragment(text)).map((item) => build(item, true));
  }

  // MARK: Document

  let currentDocument = null;
  class Document extends Node {
    constructor(url) {
      super();
      hidden(this, '_url', url || 'about:blank');
      hidden(this, '_active', null);
      hidden(this, '_cookie', new Map());
      this.readyState = 'loading';
    }
    get nodeType() { return 9; }
    get nodeName() { return '#document'; }
    get documentElement() { return this._nodes.find((n) => n.nodeType === 1) || null; }
    get head() { const html = this.documentElement; return html ? html._nodes.find((n) => n.nodeType === 1 && n._local === 'head') || null : null; }
    get body() { const html = this.documentElement; return html ? html._nodes.find((n) => n.nodeType === 1 && (n._local === 'body' || n._local === 'frameset')) || null : null; }
    get title() { const t = query(this, 'title'); return t ? t.textContent.trim().replace(/\s+/g, ' ') : ''; }
    set title(v) { let t = query(this, 'title'); if (!t && this.head) { t = createElement('title'); this.head.appendChild(t); } if (t) t.textContent = v; }
    get URL() { return this._url; }
    get documentURI() { return this._url; }
    get baseURI() { return this._url; }
    get location() { return g.location; }
    get defaultView() { return g; }
    get activeElement() { return this._active || this.body; }
    get currentScript() { return this._current || null; }
    get scripts() { return this.getElementsByTagName('script'); }
    get forms() { return this.getElementsByTagName('form'); }
    get images() { return this.getElementsByTagName('img'); }
    get links() { return list(HTMLCollection, queryAll(this, 'a[href]')); }
    get characterSet() { return 'UTF-8'; }
    get contentType() { return 'text/html'; }
    get compatMode() { return 'CSS1Compat'; }
    get visibilityState() { return 'visible'; }
    get hidden() { return false; }
    get cookie() { return [...this._cookie].map(([k, v]) => k + '=' + v).join('; '); }
    set cookie(v) { const first = String(v).split(';')[0]; const i = first.indexOf('='); if (i > 0) this._cookie.set(first.slice(0, i).trim(), first.slice(i + 1).trim()); }
    get implementation() { return { createHTMLDocument: (title) => { const d = emptyDocument('about:blank'); d.title = title || ''; return d; }, hasFeature: () => true }; }
    hasFocus() { return true; }
    getElementById(id) { for (const e of descendants(this)) if (e.getAttribute('id') === String(id)) return e; return null; }
    getElementsByName(name) { return list(NodeList, [...descendants(this)].filter((e) => e.getAttribute('name') === String(name))); }
    createElement(name) { return createElement(name); }
    createElementNS(_, name) { return createElement(String(name).replace(/^.*:/, '')); }
    createTextNode(text) { return new Text(text); }
    createComment(text) { return new Comment(text); }
    createDocumentFragment() { return new DocumentFragment(); }
    createAttribute(name) { return { name: String(name).toLowerCase(), value: '' }; }
    createEvent(kind) {
      const k = String(kind).toLowerCase();
      const e = k === 'customevent' ? new CustomEvent('') : (k === 'mouseevent' || k === 'mouseevents') ? new MouseEvent('') : (k === 'uievent' || k === 'uievents') ? new UIEvent('') : new Event('');
      return e;
    }
    importNode(node, deep) { return node.cloneNode(deep); }
    adoptNode(node) { detach(node); return node; }
    open() { return this; }
    close() {}
    write() { throw new NotSupportedError('document.write (it needs a parser that runs while loading)'); }
    writeln() { throw new NotSupportedError('document.writeln (it needs a parser that runs while loading)'); }
    elementFromPoint() { throw new NotSupportedError('document.elementFromPoint'); }
    elementsFromPoint() { throw new NotSupportedError('document.elementsFromPoint'); }
    getSelection() { throw new NotSupportedError('document.getSelection (text selection)'); }
    execCommand() { throw new NotSupportedError('document.execCommand (editing)'); }
  }
  mix(Document.prototype, ParentMethods, ParentGetters);
  defineHandlers(Document.prototype);

  function emptyDocument(url) {
    const d = new Document(url);
    const html = createElement('html');
    insert(html, createElement('head'), null, true);
    insert(html, createElement('body'), null, true);
    insert(d, html, null, true);
    return d;
  }
  function documentFromTree(json, url) {
    const d = new Document(url);
    parsedScripts = [];
    for (const item of JSON.parse(json)) { const n = build(item, true); d._nodes.push(n); n._parent = d; }
    hidden(d, '_scripts', parsedScripts);
    parsedScripts = null;
    const html = d.documentElement;
    if (!html) return emptyDocument(url);
    // As an HTML5 parser does, there is always a head and a body (libxml2 adds only what it needs).
    if (!d.head) insert(html, createElement('head'), html.firstChild, true);
    if (!d.body) insert(html, createElement('body'), null, true);
    return d;
  }

  // MARK: Window

  const windowMethods = {
    getComputedStyle: unsupported('window.getComputedStyle'),
    matchMedia: unsupported('window.matchMedia'),
    requestAnimationFrame: unsupported('window.requestAnimationFrame'),
    cancelAnimationFrame: unsupported('window.cancelAnimationFrame'),
    scrollTo: unsupported('window.scrollTo'),
    scrollBy: unsupported('window.scrollBy'),
    scroll: unsupported('window.scroll'),
    getSelection: unsupported('window.getSelection'),
    IntersectionObserver: unsupported('IntersectionObserver'),
    ResizeObserver: unsupported('ResizeObserver'),
    MutationObserver: unsupported('MutationObserver'),
  };
  const globals = {
    Node, Element, HTMLElement, Text, Comment, CharacterData, Document, HTMLDocument: Document, DocumentFragment, Attr,
    Event, CustomEvent, UIEvent, MouseEvent, KeyboardEvent, FocusEvent, InputEvent, TouchEvent, EventTarget,
    NodeList, HTMLCollection, DOMTokenList, NotSupportedError,
  };
  function installGlobals() {
    for (const [k, v] of Object.entries(Object.assign({}, globals, elementClasses))) if (!(k in g)) hidden(g, k, v);
    for (const k of Object.keys(EventTargetMethods)) hidden(g, k, EventTargetMethods[k]);
    for (const [k, v] of Object.entries(windowMethods)) if (!(k in g)) hidden(g, k, v);
    unsupportedGetters(g, 'window', ['innerWidth', 'innerHeight', 'outerWidth', 'outerHeight', 'scrollX', 'scrollY', 'pageXOffset', 'pageYOffset', 'devicePixelRatio']);
    defineHandlers(g);
  }

  return {
    installGlobals,
    /// The page's document from the parser's tree (JSON), at `url`.
    load(json, url) { currentDocument = documentFromTree(json, url); return currentDocument; },
    /// An empty document (a script run without a page).
    empty(url) { currentDocument = emptyDocument(url); return currentDocument; },
    get document() { return currentDocument; },
    /// The page's <script> elements in document order (the loader's view).
    scripts() { return currentDocument ? currentDocument.getElementsByTagName('script') : []; },
    setReadyState(state) { if (currentDocument) currentDocument.readyState = state; },
    /// `document.currentScript` while the page's script number `index` (document order) runs; -1: none.
    setCurrentScript(index) { if (currentDocument) hidden(currentDocument, '_current', (currentDocument._scripts || [])[index] || null); },
    fire(target, type, options) {
      const e = new Event(type, options || {});
      dispatch(target === 'window' ? g : target === 'document' ? currentDocument : target, e);
      return e;
    },
    fireOn(element, type) { dispatch(element, new Event(type)); },
    startRecording() { recording = true; changes = new Map(); },
    takeChanges,
    hasChanges() { return changes.size > 0; },
  };
})
