// Elements: attributes, classList, dataset, content (innerHTML, textContent), form
// controls, reflected properties, and serialization.
(function (dom) {
  'use strict';
  const { hidden, NotSupportedError, unsupported, unsupportedGetters, domException, camel, kebab, record, inlineHandlers, dispatch, defineHandlers, MouseEvent, FocusEvent, Event, matches, descendants, list, HTMLCollection, Node, Text, DocumentFragment, insert, detach, replaceAll, mix, ParentMethods, ChildMethods, ParentGetters, ChildGetters, voidElements, rawText, escapeText, escapeAttr, styleFor } = dom;

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
    get nodeType() { return 2; }
  }
  // `element.attributes`: indexed and named (`attributes['onfocusin']`, as jQuery 1.x's support
  // test reads it), a snapshot like the DOM's other collections here.
  class NamedNodeMap {
    constructor(element) {
      hidden(this, '_el', element);
      const names = [...element._attrs.keys()];
      names.forEach((name, i) => {
        const attr = new Attr(element, name);
        Object.defineProperty(this, i, { value: attr, enumerable: true, configurable: true });
        if (!(name in NamedNodeMap.prototype) && !/^\d+$/.test(name)) hidden(this, name, attr);
      });
      hidden(this, 'length', names.length);
    }
    item(i) { return this[i] || null; }
    getNamedItem(name) { const key = String(name).toLowerCase(); return this._el._attrs.has(key) ? new Attr(this._el, key) : null; }
    getNamedItemNS(_, name) { return this.getNamedItem(name); }
    setNamedItem(attr) { const old = this.getNamedItem(attr.name); this._el.setAttribute(attr.name, attr.value); return old; }
    removeNamedItem(name) {
      const old = this.getNamedItem(name);
      if (!old) throw domException('NotFoundError', "Failed to execute 'removeNamedItem' on 'NamedNodeMap': No item with name '" + name + "' was found.");
      const value = old.value;
      this._el.removeAttribute(name);
      return Object.defineProperty(old, 'value', { value, configurable: true });
    }
    *[Symbol.iterator]() { for (let i = 0; i < this.length; i++) yield this[i]; }
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
      if (dom.observing) dom.mutation('attributes', this, { attributeName: key, oldValue: this.getAttribute(key) });
      if (this._attrs.get(key) === v) return;
      this._attrs.set(key, v);
      dom.generation++;
      if (this._local === 'style' || this._local === 'link') dom.sheetsGeneration++;
      if (key.startsWith('on')) { const own = inlineHandlers.get(this); if (own) own.delete(key.slice(2)); }
      record(this, key === 'class' ? 'class' : key === 'style' ? 'style' : 'attr ' + key);
    }
    removeAttribute(name) {
      const key = String(name).toLowerCase();
      if (!this._attrs.has(key)) return;
      if (dom.observing) dom.mutation('attributes', this, { attributeName: key, oldValue: this._attrs.get(key) });
      this._attrs.delete(key);
      dom.generation++;
      if (this._local === 'style' || this._local === 'link') dom.sheetsGeneration++;
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
    get attributes() { return new NamedNodeMap(this); }
    getAttributeNode(name) { return this.attributes.getNamedItem(name); }
    setAttributeNode(attr) { return this.attributes.setNamedItem(attr); }
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
      replaceAll(this, dom.parseFragment(html));
      record(this, 'html');
    }
    get outerHTML() { return serialize(this, true); }
    set outerHTML(html) {
      const p = this._parent;
      if (!p) throw domException('NoModificationAllowedError', "Failed to set the 'outerHTML' property on 'Element': This element has no parent node.");
      const next = this.nextSibling;
      detach(this);
      const f = new DocumentFragment();
      for (const n of dom.parseFragment(html)) insert(f, n, null, true);
      insert(p, f, next);
    }
    insertAdjacentHTML(where, html) {
      const f = new DocumentFragment();
      for (const n of dom.parseFragment(html)) insert(f, n, null, true);
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
    focus() { if (dom.document) dom.document._active = this; dispatch(this, new FocusEvent('focus')); }
    blur() { if (dom.document && dom.document._active === this) dom.document._active = null; dispatch(this, new FocusEvent('blur')); }
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
      if (v && this.type === 'radio' && this.name && dom.document) {
        for (const other of dom.document.querySelectorAll('input[type=radio]')) if (other !== this && other.name === this.name) hidden(other, '_checked', false);
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
      get() { const v = this.getAttribute(name); if (v === null) return ''; try { return new URL(v, dom.document ? dom.document.URL : undefined).href; } catch (e) { return v; } },
      set(v) { this.setAttribute(name, v); },
      configurable: true,
    });
  }

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

  Object.assign(dom, { DOMTokenList, Attr, NamedNodeMap, Element, serialize });
})
