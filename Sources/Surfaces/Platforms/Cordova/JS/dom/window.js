// The window's DOM globals and the DOM's entry points for the host (CordovaSurface,
// PageLoader, the --click/--events input of a run and simulate.click/input in tests).
// What needs layout or rendering is one NotSupportedError naming it.
(function (dom) {
  'use strict';
  const { g, hidden, unsupported, NotSupportedError, EventTargetMethods, defineHandlers, dispatch, Event } = dom;

  const windowMethods = {
    getComputedStyle: dom.getComputedStyle,
    getSelection: unsupported('window.getSelection'),
    IntersectionObserver: dom.IntersectionObserver,
    ResizeObserver: dom.ResizeObserver,
    MutationObserver: dom.MutationObserver,
    XMLHttpRequest: dom.XMLHttpRequest,
  };
  const globals = {
    Node: dom.Node, Element: dom.Element, HTMLElement: dom.HTMLElement, Text: dom.Text, Comment: dom.Comment, CharacterData: dom.CharacterData,
    Document: dom.Document, HTMLDocument: dom.Document, DocumentFragment: dom.DocumentFragment, Attr: dom.Attr, NamedNodeMap: dom.NamedNodeMap,
    Event, CustomEvent: dom.CustomEvent, UIEvent: dom.UIEvent, MouseEvent: dom.MouseEvent, KeyboardEvent: dom.KeyboardEvent,
    FocusEvent: dom.FocusEvent, InputEvent: dom.InputEvent, TouchEvent: dom.TouchEvent, EventTarget: dom.EventTarget,
    NodeList: dom.NodeList, HTMLCollection: dom.HTMLCollection, DOMTokenList: dom.DOMTokenList, NotSupportedError,
    CSSStyleDeclaration: dom.CSSStyleDeclaration, MutationRecord: dom.MutationRecord, Storage: dom.Storage,
    XMLHttpRequestUpload: dom.XMLHttpRequestUpload,
  };
  for (const name of ['PointerEvent', 'HashChangeEvent', 'PopStateEvent', 'PageTransitionEvent', 'ProgressEvent', 'AnimationEvent',
    'TransitionEvent', 'ErrorEvent', 'MessageEvent', 'StorageEvent', 'MediaQueryListEvent']) globals[name] = dom[name];

  let location = null;
  let history = null;
  const currentLocation = () => {
    if (!location) {
      location = dom.makeLocation(dom.document ? dom.document.URL : 'about:blank');
      history = dom.makeHistory(location);
      hidden(location, '_history', history);
    }
    return location;
  };
  function installGlobals() {
    for (const [k, v] of Object.entries(Object.assign({}, globals, dom.elementClasses))) if (!(k in g)) hidden(g, k, v);
    for (const k of Object.keys(EventTargetMethods)) hidden(g, k, EventTargetMethods[k]);
    for (const [k, v] of Object.entries(windowMethods)) if (!(k in g)) hidden(g, k, v);
    dom.installViewport();
    hidden(g, 'localStorage', dom.makeStorage());
    hidden(g, 'sessionStorage', dom.makeStorage());
    Object.defineProperty(g, 'location', { get: currentLocation, set(v) { currentLocation().href = v; }, configurable: true, enumerable: false });
    Object.defineProperty(g, 'history', { get() { currentLocation(); return history; }, configurable: true, enumerable: false });
    defineHandlers(g);
  }

  // MARK: A user's taps and typing (--click, --events, simulate.click/input)

  // The user's own mistakes come back as a message (an input error), not as a script error.
  class InputProblem extends Error {}
  function element(selector) {
    let found = null;
    try { found = dom.document ? dom.document.querySelector(selector) : null; } catch (error) { throw new InputProblem(error.message); }
    if (!found) throw new InputProblem('no element of the page matches ' + JSON.stringify(selector));
    return found;
  }
  const focusable = (el) => /^(input|select|textarea|button|a)$/.test(el.localName) || el.hasAttribute('tabindex') || el.hasAttribute('contenteditable');
  function focus(el) {
    const active = dom.document._active;
    if (active === el) return;
    if (active) { dom.document._active = null; dispatch(active, new dom.FocusEvent('blur')); dispatch(active, new dom.FocusEvent('focusout', { bubbles: true })); }
    dom.document._active = el;
    dispatch(el, new dom.FocusEvent('focus'));
    dispatch(el, new dom.FocusEvent('focusin', { bubbles: true }));
  }
  // A tap as a WebView delivers it: touch, pointer and compatibility mouse events, focus, click.
  function tap(selector) {
    const el = element(selector);
    if (el.disabled) throw new InputProblem(JSON.stringify(selector) + ' is disabled');
    const at = { bubbles: true, cancelable: true, view: g, clientX: 0, clientY: 0, screenX: 0, screenY: 0, pageX: 0, pageY: 0 };
    const touch = { identifier: 0, target: el, clientX: 0, clientY: 0, pageX: 0, pageY: 0, screenX: 0, screenY: 0 };
    const mouse = (type) => Object.assign(new dom.MouseEvent(type, at), { clientX: 0, clientY: 0, pageX: 0, pageY: 0, screenX: 0, screenY: 0, button: 0, which: 1 });
    dispatch(el, Object.assign(new dom.PointerEvent('pointerdown', at), { pointerType: 'touch', isPrimary: true }));
    const started = dispatch(el, new dom.TouchEvent('touchstart', Object.assign({}, at, { touches: [touch], targetTouches: [touch], changedTouches: [touch] })));
    dispatch(el, Object.assign(new dom.PointerEvent('pointerup', at), { pointerType: 'touch', isPrimary: true }));
    const ended = dispatch(el, new dom.TouchEvent('touchend', Object.assign({}, at, { changedTouches: [touch] })));
    if (!started || !ended) return true;  // preventDefault on a touch event cancels the mouse events and the click
    dispatch(el, mouse('mousedown'));
    if (focusable(el)) focus(el);
    dispatch(el, mouse('mouseup'));
    dispatch(el, mouse('click'));
    return true;
  }
  // Typing `value` into a field: focus, the value, `input`, then `change` as the field is left.
  function type(selector, value) {
    const el = element(selector);
    if (!/^(input|textarea|select)$/.test(el.localName) && !el.hasAttribute('contenteditable')) {
      throw new InputProblem(JSON.stringify(selector) + ' is a <' + el.localName + '>, not a field (input, textarea, select)');
    }
    if (el.disabled) throw new InputProblem(JSON.stringify(selector) + ' is disabled');
    focus(el);
    if (el.hasAttribute('contenteditable')) el.textContent = String(value);
    else el.value = String(value);
    dispatch(el, new dom.InputEvent('input', { bubbles: true, data: String(value), inputType: 'insertText' }));
    dispatch(el, new Event('change', { bubbles: true }));
    return true;
  }

  dom.document = null;
  dom.entry = {
    installGlobals,
    NotSupportedError,
    /// The page's document from the parser's tree (JSON), at `url`.
    load(json, url) { dom.document = dom.documentFromTree(json, url); location = null; return dom.document; },
    /// An empty document (a script run without a page).
    empty(url) { dom.document = dom.emptyDocument(url); location = null; return dom.document; },
    get document() { return dom.document; },
    /// The page's <script> elements in document order (the loader's view).
    scripts() { return dom.document ? dom.document.getElementsByTagName('script') : []; },
    setReadyState(state) { if (dom.document) dom.document.readyState = state; },
    /// `document.currentScript` while the page's script number `index` (document order) runs; -1: none.
    setCurrentScript(index) { if (dom.document) hidden(dom.document, '_current', (dom.document._scripts || [])[index] || null); },
    fire(target, type, options) {
      const e = new Event(type, options || {});
      dispatch(target === 'window' ? g : target === 'document' ? dom.document : target, e);
      return e;
    },
    fireOn(element, type) { dispatch(element, new Event(type)); },
    /// A tap on, or typing into, the element `selector` matches; a message when it cannot be done.
    userInput(kind, selector, value) {
      try {
        if (kind === 'click') tap(String(selector)); else type(String(selector), value);
      } catch (error) {
        if (error instanceof InputProblem) return error.message;
        throw error;
      }
      return undefined;
    },
    /// The device became the other platform: its viewport changed.
    viewportChanged: dom.viewportChanged,
    startRecording: dom.startRecording,
    takeChanges: dom.takeChanges,
    hasChanges: dom.hasChanges,
  };
})
