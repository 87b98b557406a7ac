// Events: Event and its subclasses, EventTarget, dispatch through capture, target and
// bubble phases to document and window, inline `on…` handlers, a click's default action.
(function (dom) {
  'use strict';
  const { g, native, hidden } = dom;


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
  class TouchEvent extends UIEvent {
    constructor(type, init) { super(type, init); init = init || {}; this.touches = init.touches || []; this.targetTouches = init.targetTouches || []; this.changedTouches = init.changedTouches || []; }
  }
  // Events whose init dictionary's members become the event's own properties.
  const withMembers = (Base, members) => class extends Base {
    constructor(type, init) { super(type, init); for (const [k, v] of Object.entries(members)) this[k] = init && init[k] !== undefined ? init[k] : v; }
  };
  const moreEvents = {
    PointerEvent: withMembers(MouseEvent, { pointerId: 0, pointerType: '' }),
    HashChangeEvent: withMembers(Event, { oldURL: '', newURL: '' }),
    PopStateEvent: withMembers(Event, { state: null }),
    PageTransitionEvent: withMembers(Event, { persisted: false }),
    ProgressEvent: withMembers(Event, { lengthComputable: false, loaded: 0, total: 0 }),
    AnimationEvent: withMembers(Event, { animationName: '', elapsedTime: 0, pseudoElement: '' }),
    TransitionEvent: withMembers(Event, { propertyName: '', elapsedTime: 0, pseudoElement: '' }),
    ErrorEvent: withMembers(Event, { message: '', filename: '', lineno: 0, colno: 0, error: null }),
    MessageEvent: withMembers(Event, { data: null, origin: '', lastEventId: '', source: null, ports: [] }),
    StorageEvent: withMembers(Event, { key: null, oldValue: null, newValue: null, url: '', storageArea: null }),
    MediaQueryListEvent: withMembers(Event, { media: '', matches: false }),
  };
  for (const [name, Kind] of Object.entries(moreEvents)) Object.defineProperty(Kind, 'name', { value: name });

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
  // A click's default action: checkboxes toggle, form controls report change, a submit
  // button submits its form (a `submit` event), a link to a fragment of the page moves to it.
  function activate(target) {
    if (target.nodeType !== 1) return;
    if (target.localName === 'input' && (target.type === 'checkbox' || target.type === 'radio')) {
      target.checked = target.type === 'radio' ? true : !target.checked;
      dispatch(target, new Event('input', { bubbles: true }));
      dispatch(target, new Event('change', { bubbles: true }));
      return;
    }
    const submitter = target.closest('button, input');
    if (submitter && submitter.form && (submitter.type === 'submit' || submitter.type === 'image') && !submitter.disabled) {
      dispatch(submitter.form, new Event('submit', { bubbles: true, cancelable: true }));
      return;
    }
    const link = target.closest('a[href], area[href]');
    if (link && /^#/.test(link.getAttribute('href'))) globalThis.location.hash = link.getAttribute('href');
  }

  const handlerNames = ['click', 'dblclick', 'change', 'input', 'submit', 'reset', 'load', 'error', 'focus', 'blur',
    'keydown', 'keyup', 'keypress', 'mousedown', 'mouseup', 'mouseover', 'mouseout', 'mousemove', 'touchstart',
    'touchend', 'touchmove', 'touchcancel', 'scroll', 'resize', 'select', 'contextmenu', 'pause', 'resume',
    'deviceready', 'DOMContentLoaded', 'beforeunload', 'unload', 'hashchange', 'popstate', 'message', 'online', 'offline',
    'mouseenter', 'mouseleave', 'pointerdown', 'pointerup', 'pointermove', 'pointercancel', 'wheel', 'animationstart',
    'animationend', 'animationiteration', 'transitionend', 'orientationchange', 'pageshow', 'pagehide', 'storage', 'abort',
    'readystatechange', 'invalid', 'search'];
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
  function defineHandlers(proto, names) {
    for (const type of names || handlerNames) {
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

  // An event a browser queues as a task (hashchange, a media query's change): after the current script.
  function fireSoon(target, type, init, Kind) {
    setTimeout(() => {
      const event = new (Kind || Event)(type, init);
      for (const [k, v] of Object.entries(init || {})) if (!(k in event) || event[k] === undefined || event[k] === '') event[k] = v;
      dispatch(target, event);
    }, 0);
  }

  Object.assign(dom, moreEvents, { fireSoon, listeners, inlineHandlers, Event, CustomEvent, UIEvent, MouseEvent, KeyboardEvent, FocusEvent, InputEvent, TouchEvent, EventTargetMethods, EventTarget, dispatch, handlerNames, handlerOf, defineHandlers });
})
