// The document: built from the tree libxml2's HTML parser made (compact JSON,
// Sources/PageSyntax), fragments for innerHTML, and Document's own API.
(function (dom) {
  'use strict';
  const { g, native, hidden, NotSupportedError, Node, Text, Comment, DocumentFragment, NodeList, HTMLCollection, list, insert, detach, mix, ParentMethods, ParentGetters, defineHandlers, descendants, query, queryAll, createElement, Event, CustomEvent, MouseEvent, UIEvent } = dom;

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
    get styleSheets() { return dom.styleSheets(this); }
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

  Object.assign(dom, { build, parseFragment, Document, emptyDocument, documentFromTree });
})
