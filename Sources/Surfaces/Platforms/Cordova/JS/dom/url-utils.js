// URL utilities through the runtime's URL (HostRuntime's WHATWG URL parser): the
// HTMLHyperlinkElementUtils of <a> and <area> (`href` resolved against the page, and
// `protocol`, `host`, `hostname`, `port`, `pathname`, `search`, `hash`, `origin`,
// `username`, `password`, each settable, as HTML §4.6.5 says), and `location`.
(function (dom) {
  'use strict';
  const { NotSupportedError } = dom;

  const base = () => (dom.document ? dom.document.URL : undefined);
  // A file: URL's origin is opaque ("null") by the URL Standard; WebViews show "file://".
  const originOf = (u) => (u.protocol === 'file:' ? 'file://' : u.origin);
  function parsed(element) {
    const v = element.getAttribute('href');
    if (v === null) return null;
    try { return new URL(v, base()); } catch (e) { return null; }
  }
  const parts = ['protocol', 'host', 'hostname', 'port', 'pathname', 'search', 'hash', 'username', 'password'];
  const hyperlinkUtils = {
    href: {
      get() { const v = this.getAttribute('href'); if (v === null) return ''; const u = parsed(this); return u ? u.href : v; },
      set(v) { this.setAttribute('href', v); },
    },
    origin: { get() { const u = parsed(this); return u ? originOf(u) : ''; } },
    toString: { value() { return this.href; } },
  };
  for (const part of parts) {
    hyperlinkUtils[part] = {
      get() { const u = parsed(this); return u ? u[part] : (part === 'protocol' ? ':' : ''); },
      set(v) { const u = parsed(this); if (!u) return; u[part] = v; this.setAttribute('href', u.href); },
    };
  }
  for (const Kind of [dom.elementClasses.HTMLAnchorElement, dom.elementClasses.HTMLAreaElement]) {
    for (const [name, descriptor] of Object.entries(hyperlinkUtils)) {
      Object.defineProperty(Kind.prototype, name, Object.assign({ configurable: true }, descriptor));
    }
  }

  // `location`: the page's file URL; only the fragment may change (navigating elsewhere
  // needs another page, which jshost does not load).
  function navigate(to) {
    throw new NotSupportedError('navigating to another page (location = ' + JSON.stringify(String(to)) + ')');
  }
  function makeLocation(url) {
    let u = new URL(url);
    const location = {
      get href() { return u.href; }, set href(v) { sameDocument(v) || navigate(v); },
      get protocol() { return u.protocol; }, get host() { return u.host; }, get hostname() { return u.hostname; },
      get port() { return u.port; }, get pathname() { return u.pathname; }, get search() { return u.search; },
      get hash() { return u.hash; }, set hash(v) { setHash(v); }, get origin() { return originOf(u); },
      get ancestorOrigins() { return []; },
      assign(v) { sameDocument(v) || navigate(v); }, replace(v) { sameDocument(v) || navigate(v); }, reload() {},
      toString() { return u.href; },
    };
    // history.pushState/replaceState change the URL without navigating.
    Object.defineProperty(location, '_replaceURL', { value(v) {
      const hash = u.hash;
      u = new URL(String(v), u.href);
      if (u.hash !== hash) dom.recordLocation();
    } });
    // A link to a fragment of this page moves to it and fires hashchange, as a browser does.
    function setHash(v) {
      const old = u.href;
      u.hash = String(v);
      if (u.href === old) return;
      dom.recordLocation();
      if (location._history) location._history._navigated(u.href);
      dom.fireSoon(globalThis, 'hashchange', { oldURL: old, newURL: u.href }, dom.HashChangeEvent);
    }
    function sameDocument(v) {
      let target;
      try { target = new URL(String(v), u.href); } catch (e) { return false; }
      const strip = (x) => x.href.replace(/#.*$/, '');
      if (strip(target) !== strip(u) || !/#/.test(String(v))) return false;
      setHash(target.hash);
      return true;
    }
    return location;
  }

  // `history`: the page's own entries (pushState/replaceState change the URL of this page
  // only); back/forward/go move among them and fire popstate, as a single-page app expects.
  function makeHistory(location) {
    const entries = [{ url: location.href, state: null }];
    let current = 0;
    const sameOrigin = (v) => {
      const target = new URL(String(v), location.href);
      const here = new URL(location.href);
      if (target.protocol !== here.protocol || target.host !== here.host) {
        throw dom.domException('SecurityError', "Failed to execute 'pushState' on 'History': A history state object with URL '" + target.href + "' cannot be created in a document with origin '" + location.origin + "'.");
      }
      return target.href;
    };
    const clone = (state) => (state === undefined ? null : typeof structuredClone === 'function' ? structuredClone(state) : state);
    function go(delta) {
      const to = current + (Number(delta) || 0);
      if (!delta || to < 0 || to >= entries.length) return;
      const before = location.href;
      current = to;
      location._replaceURL(entries[current].url);
      const after = location.href;
      dom.fireSoon(globalThis, 'popstate', { state: entries[current].state }, dom.PopStateEvent);
      if (before.replace(/#.*$/, '') === after.replace(/#.*$/, '') && before !== after) dom.fireSoon(globalThis, 'hashchange', { oldURL: before, newURL: after }, dom.HashChangeEvent);
    }
    return {
      get length() { return entries.length; },
      get state() { return entries[current].state; },
      scrollRestoration: 'auto',
      pushState(state, title, url) {
        const href = url === undefined || url === null ? location.href : sameOrigin(url);
        entries.splice(current + 1, entries.length, { url: href, state: clone(state) });
        current++;
        location._replaceURL(href);
      },
      replaceState(state, title, url) {
        const href = url === undefined || url === null ? location.href : sameOrigin(url);
        entries[current] = { url: href, state: clone(state) };
        location._replaceURL(href);
      },
      back() { go(-1); }, forward() { go(1); }, go,
      // A fragment navigation (location.hash, a link to #id) is an entry too.
      _navigated(href) { entries.splice(current + 1, entries.length, { url: href, state: null }); current++; },
    };
  }

  Object.assign(dom, { makeLocation, makeHistory, navigate });
})
