// Nodes and the tree: collections, Node, the child/parent mixins, tree edits (insert,
// detach: what records `html` changes and starts inserted scripts), text and comments,
// fragments.
(function (dom) {
  'use strict';
  const { native, hidden, domException, record, EventTarget, descendants, query, queryAll } = dom;

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
    get ownerDocument() { return this.nodeType === 9 ? null : dom.document; }
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
        case 1: copy = dom.createElement(this.localName); for (const [k, v] of this._attrs) copy._attrs.set(k, v); break;
        case 3: copy = new Text(this.data); break;
        case 8: copy = new Comment(this.data); break;
        case 11: copy = new DocumentFragment(); break;
        default: throw domException('NotSupportedError', 'cloneNode of a document is not supported');
      }
      if (deep) for (const c of this._nodes) insert(copy, c.cloneNode(true), null);
      return copy;
    }
    isEqualNode(other) { return !!other && other.nodeType === this.nodeType && dom.serialize(other, true) === dom.serialize(this, true); }
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

  // Style sheets change only when a <style> or <link> (or a style's text) does: cascade.js
  // rebuilds its rule index then, not on every edit.
  function touchesSheets(node) {
    if (node.nodeType !== 1) return false;
    if (node._local === 'style' || node._local === 'link') return true;
    for (const c of node._nodes) if (c.nodeType === 1 && touchesSheets(c)) return true;
    return false;
  }
  function detach(node) {
    const p = node._parent;
    if (!p) return;
    const at = p._nodes.indexOf(node);
    dom.generation++;
    if (p._local === 'style' || touchesSheets(node)) dom.sheetsGeneration++;
    if (dom.observing) dom.mutation('childList', p, { removedNodes: [node], previousSibling: p._nodes[at - 1], nextSibling: p._nodes[at + 1] });
    p._nodes.splice(at, 1);
    node._parent = null;
  }
  function replaceAll(parent, nodes) {
    const old = parent._nodes;
    dom.generation++;
    if (parent._local === 'style' || old.some(touchesSheets) || nodes.some(touchesSheets)) dom.sheetsGeneration++;
    for (const c of old) c._parent = null;
    parent._nodes = [];
    const observing = dom.observing;
    dom.observing = 0;
    try { for (const n of nodes) insert(parent, n, null, true); } finally { dom.observing = observing; }
    if (dom.observing && (old.length || parent._nodes.length)) dom.mutation('childList', parent, { removedNodes: old, addedNodes: parent._nodes.slice() });
  }
  function insert(parent, node, before, quiet) {
    if (!(node instanceof Node)) throw new TypeError("Failed to execute 'appendChild' on 'Node': parameter 1 is not of type 'Node'.");
    if (node.nodeType === 9) throw domException('HierarchyRequestError', 'A document cannot be inserted');
    if (node.contains(parent)) throw domException('HierarchyRequestError', "Failed to execute 'appendChild' on 'Node': The new child element contains the parent.");
    if (before && before._parent !== parent) throw domException('NotFoundError', "Failed to execute 'insertBefore' on 'Node': The node before which the new node is to be inserted is not a child of this node.");
    const nodes = node.nodeType === 11 ? node._nodes.slice() : [node];
    if (node.nodeType === 11) {
      if (dom.observing && nodes.length) dom.mutation('childList', node, { removedNodes: nodes });
      for (const c of nodes) c._parent = null;
      node._nodes = [];
    }
    for (const n of nodes) {
      if (n === before) before = n.nextSibling;
      detach(n);
      const index = before ? parent._nodes.indexOf(before) : parent._nodes.length;
      parent._nodes.splice(index, 0, n);
      n._parent = parent;
    }
    dom.generation++;
    if (parent._local === 'style' || nodes.some(touchesSheets)) dom.sheetsGeneration++;
    if (!quiet) record(parent, 'html');
    if (dom.observing && !quiet && nodes.length) {
      dom.mutation('childList', parent, { addedNodes: nodes, previousSibling: nodes[0].previousSibling, nextSibling: nodes[nodes.length - 1].nextSibling });
    }
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
    set data(v) {
      if (dom.observing) dom.mutation('characterData', this, { oldValue: this._data });
      dom.generation++;
      if (this._parent && this._parent._local === 'style') dom.sheetsGeneration++;
      this._data = v === null ? '' : String(v);
      record(this, 'text');
    }
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

  Object.assign(dom, { NodeList, HTMLCollection, list, voidElements, rawText, escapeText, escapeAttr, Node, allNodes, ParentMethods, ChildMethods, ParentGetters, ChildGetters, mix, detach, replaceAll, insert, CharacterData, Text, Comment, DocumentFragment });
})
