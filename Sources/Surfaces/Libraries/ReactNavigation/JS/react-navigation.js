// The built-in `@react-navigation/native`, `@react-navigation/native-stack`,
// `@react-navigation/stack` and `@react-navigation/bottom-tabs` when the app does not have
// them installed (ReactNavigationSurface.swift; an installed package is loaded as it is).
// What the app's navigation code relies on, as react-navigation/react-navigation 7.x writes it:
// - NavigationContainer (packages/native/src/NavigationContainer.tsx): with `linking`, the
//   initial state comes from `linking.getInitialURL()` (default: Linking.getInitialURL()
//   raced with a 150 ms timer, useLinking.native.tsx) and `fallback` renders until it
//   resolves (useThenable.tsx); `linking.subscribe(listener)` (default: Linking's 'url'
//   events) is called in an effect at the container's first mount, and a URL it hands the
//   listener becomes a state (getStateFromPath) and an action (getActionFromState)
//   dispatched to the tree — dropped while the tree is not rendered yet.
// - onReady (packages/core/src/BaseNavigationContainer.tsx): called once, in an effect after
//   the navigator inside has mounted (so after its screens' own effects).
// - The container's ref and createNavigationContainerRef() (createNavigationContainerRef.tsx):
//   isReady() is false until a navigator is mounted; its methods called before log
//   NOT_INITIALIZED_ERROR with console.error. An action from the container goes to the
//   focused (deepest) navigator, then its parents, then the others (useOnAction.tsx); one no
//   navigator handles logs "The action 'NAVIGATE' … was not handled by any navigator".
// - Stack navigators (packages/routers/src/StackRouter.tsx): navigate() to the focused
//   route's name updates its params, to another name pushes it; every route of the stack
//   stays mounted. Tab navigators (TabRouter.tsx): navigate() jumps to the tab; a tab mounts
//   when first focused (`lazy`) and stays mounted.
// Nothing is laid out or animated; headers, tab bars and options are not rendered.
// Each navigation the app causes is a `native` effect (module "navigation"): navigate,
// push, goBack, replace, reset, resetRoot, and `link(url)` for a URL the linking turned
// into a state (then `initialRoute(name, params)` when it is the initial state).
// Called with (React, ReactNative, native); returns the four modules' exports.
(function (React, RN, native) {
  'use strict';
  const h = React.createElement;
  const NOT_INITIALIZED_ERROR = "The 'navigation' object hasn't been initialized yet. This might happen if you don't have a navigator mounted, or if the navigator hasn't finished mounting. See https://reactnavigation.org/docs/navigating-without-navigation-prop#handling-initialization for more details.";

  const ContainerContext = React.createContext(null);   // the container's store
  const ParentContext = React.createContext(null);      // { node, route } a nested navigator is in
  const NavigationContext = React.createContext(undefined);
  const RouteContext = React.createContext(undefined);
  const NavigationIndependentTreeContext = React.createContext(false);
  const LinkingContext = React.createContext({ options: undefined });
  const ThemeContext = React.createContext(undefined);

  const fonts = RN.Platform.OS === 'ios'
    ? { regular: { fontFamily: 'System', fontWeight: '400' }, medium: { fontFamily: 'System', fontWeight: '500' },
      bold: { fontFamily: 'System', fontWeight: '600' }, heavy: { fontFamily: 'System', fontWeight: '700' } }
    : { regular: { fontFamily: 'sans-serif', fontWeight: 'normal' }, medium: { fontFamily: 'sans-serif-medium', fontWeight: 'normal' },
      bold: { fontFamily: 'sans-serif', fontWeight: '600' }, heavy: { fontFamily: 'sans-serif', fontWeight: '700' } };
  const DefaultTheme = { dark: false, fonts, colors: { primary: 'rgb(0, 122, 255)', background: 'rgb(242, 242, 242)',
    card: 'rgb(255, 255, 255)', text: 'rgb(28, 28, 30)', border: 'rgb(216, 216, 216)', notification: 'rgb(255, 59, 48)' } };
  const DarkTheme = { dark: true, fonts, colors: { primary: 'rgb(10, 132, 255)', background: 'rgb(1, 1, 1)',
    card: 'rgb(18, 18, 18)', text: 'rgb(229, 229, 231)', border: 'rgb(39, 39, 41)', notification: 'rgb(255, 69, 58)' } };

  let lastKey = 0;
  const newKey = (name) => name + '-' + (++lastKey);

  // --- Actions (packages/routers/src/CommonActions.tsx, StackActions.tsx, TabActions.tsx) ---
  const CommonActions = {
    navigate(name, params, options) {
      if (typeof name === 'object' && name !== null) return { type: 'NAVIGATE', payload: name };
      return { type: 'NAVIGATE', payload: Object.assign({ name, params }, options || {}) };
    },
    goBack() { return { type: 'GO_BACK' }; },
    reset(state) { return { type: 'RESET', payload: state }; },
    setParams(params) { return { type: 'SET_PARAMS', payload: { params } }; },
    preload(name, params) { return { type: 'PRELOAD', payload: { name, params } }; },
  };
  const StackActions = {
    push(name, params) { return { type: 'PUSH', payload: { name, params } }; },
    pop(count) { return { type: 'POP', payload: { count: count === undefined ? 1 : count } }; },
    popToTop() { return { type: 'POP_TO_TOP' }; },
    popTo(name, params) { return { type: 'POP_TO', payload: { name, params } }; },
    replace(name, params) { return { type: 'REPLACE', payload: { name, params } }; },
  };
  const TabActions = { jumpTo(name, params) { return { type: 'JUMP_TO', payload: { name, params } }; } };

  // What a `native` effect shows of the params: plain data.
  function plain(value) {
    try { return JSON.parse(JSON.stringify(value === undefined ? null : value, (k, v) => typeof v === 'function' ? '[Function]' : v)); }
    catch (e) { return String(value); }
  }
  function record(method, args) { native.record(method, JSON.stringify(args.map(plain))); }

  // --- Paths (packages/core/src/getStateFromPath.tsx, getActionFromState.tsx) ---
  function joinPaths(...parts) { return parts.filter((p) => p !== undefined && p !== '').join('/').replace(/\/+/g, '/').replace(/^\/|\/$/g, ''); }
  function patternsOf(screens, parentPattern, chain, out) {
    for (const name of Object.keys(screens || {})) {
      const entry = screens[name];
      const own = typeof entry === 'string' ? entry : entry && entry.path;
      const pattern = own === undefined ? parentPattern : (entry && entry.exact ? own : joinPaths(parentPattern, own));
      const link = { name, parse: entry && typeof entry === 'object' ? entry.parse : undefined, own };
      const here = chain.concat([link]);
      if (own !== undefined) out.push({ pattern: joinPaths(pattern), chain: here });
      if (entry && typeof entry === 'object' && entry.screens) patternsOf(entry.screens, pattern, here, out);
    }
    return out;
  }
  // More specific first: more segments, then static segments before params.
  function specificity(pattern) {
    const segments = pattern === '' ? [] : pattern.split('/');
    return segments.reduce((score, s) => score * 3 + (s === '*' ? 0 : s.startsWith(':') ? 1 : 2), segments.length * 1e6);
  }
  function matchPattern(pattern, segments) {
    const wanted = pattern === '' ? [] : pattern.split('/');
    const params = {};
    let i = 0;
    for (const part of wanted) {
      if (part === '*') return { params, rest: true };
      if (part.startsWith(':')) {
        const optional = part.endsWith('?');
        const name = part.slice(1, optional ? -1 : undefined);
        if (i >= segments.length) { if (optional) continue; return null; }
        params[name] = segments[i++];
      } else if (segments[i] === part) {
        i++;
      } else {
        return null;
      }
    }
    return i === segments.length ? { params } : null;
  }
  function getStateFromPath(path, options) {
    const screens = options && options.screens;
    if (!screens) return undefined;
    const [pathPart, ...queryParts] = String(path).replace(/^\//, '').split('?');
    const segments = pathPart.split('#')[0].split('/').filter(Boolean).map((s) => { try { return decodeURIComponent(s); } catch (e) { return s; } });
    const query = {};
    for (const pair of queryParts.join('?').split('&').filter(Boolean)) {
      const [k, v] = pair.split('=');
      query[decodeURIComponent(k)] = v === undefined ? undefined : decodeURIComponent(v.replace(/\+/g, ' '));
    }
    const candidates = patternsOf(screens, '', [], []).sort((a, b) => specificity(b.pattern) - specificity(a.pattern));
    for (const candidate of candidates) {
      const matched = matchPattern(candidate.pattern, segments);
      if (!matched) continue;
      // Each param goes to the screen whose own path declares it; query params to the leaf.
      const routes = candidate.chain.map((link) => ({ name: link.name, params: undefined, parse: link.parse, own: link.own }));
      for (const [name, value] of Object.entries(matched.params)) {
        const owner = routes.slice().reverse().find((r) => typeof r.own === 'string' && r.own.split('/').some((p) => p.replace(/\?$/, '') === ':' + name)) || routes[routes.length - 1];
        owner.params = Object.assign(owner.params || {}, { [name]: owner.parse && owner.parse[name] ? owner.parse[name](value) : value });
      }
      const leaf = routes[routes.length - 1];
      for (const [name, value] of Object.entries(query)) {
        leaf.params = Object.assign(leaf.params || {}, { [name]: leaf.parse && leaf.parse[name] ? leaf.parse[name](value) : value });
      }
      leaf.path = '/' + String(path).replace(/^\//, '');
      let state;
      for (let i = routes.length - 1; i >= 0; i--) {
        const route = { name: routes[i].name };
        if (routes[i].params !== undefined) route.params = routes[i].params;
        if (routes[i].path !== undefined) route.path = routes[i].path;
        if (state) route.state = state;
        state = { routes: [route] };
      }
      return state;
    }
    return undefined;
  }
  function getActionFromState(state) {
    const route = state && state.routes && state.routes[state.index === undefined ? state.routes.length - 1 : state.index];
    if (!route) return undefined;
    function nested(r) {
      const params = Object.assign({}, r.params || {});
      const child = r.state && r.state.routes[r.state.index === undefined ? r.state.routes.length - 1 : r.state.index];
      if (child) {
        params.screen = child.name;
        const inner = nested(child);
        if (Object.keys(inner).length) params.params = inner;
        if (child.path !== undefined) params.path = child.path;
      }
      return params;
    }
    const params = nested(route);
    return { type: 'NAVIGATE', payload: { name: route.name, params: Object.keys(params).length ? params : undefined, path: route.path } };
  }
  function extractPathFromURL(prefixes, url) {
    const escape = (s) => s.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d');
    for (const prefix of prefixes) {
      const protocol = (prefix.match(/^[^:]+:/) || [''])[0];
      const host = prefix.replace(new RegExp('^' + escape(protocol)), '').replace(/\/+/g, '/').replace(/^\//, '');
      const prefixRegex = new RegExp('^' + escape(protocol) + '(/)*' + host.split('.').map((it) => (it === '*' ? '[^/?#]+' : escape(it))).join('\\.')
        + (host === '' || host.endsWith('/') ? '' : '(?=$|[/?#])'));
      const [originAndPath, ...searchParams] = url.split('?');
      const normalizedURL = originAndPath.replace(/\/+/g, '/').concat(searchParams.length ? '?' + searchParams.join('?') : '');
      if (prefixRegex.test(normalizedURL)) {
        const result = normalizedURL.replace(prefixRegex, '');
        return result.startsWith('?') || result.startsWith('#') ? '/' + result : result;
      }
    }
    return undefined;
  }

  // --- The navigators' tree ---
  // A node is one mounted navigator: its screens, its state ({key, type, index, routeNames,
  // routes}), the nodes nested in its routes, and the function that re-renders it.
  function focusedRoute(node) { return node.state.routes[node.state.index]; }
  function deepestFocused(node) {
    const child = node.children.get(focusedRoute(node).key);
    return child ? deepestFocused(child) : node;
  }
  function stateOf(node) {
    return Object.assign({}, node.state, {
      routes: node.state.routes.map((route) => {
        const child = node.children.get(route.key);
        return child ? Object.assign({}, route, { state: stateOf(child) }) : route;
      }),
    });
  }
  function paramsFor(node, name, params) {
    const screen = node.screens.find((s) => s.name === name);
    const initial = screen && screen.initialParams;
    return initial !== undefined ? Object.assign({}, initial, params || {}) : params;
  }
  function setNodeState(node, state) {
    node.state = Object.assign({}, state, { routeNames: node.screens.map((s) => s.name), key: node.state.key, type: node.type });
    if (node.type === 'tab') node.loaded.add(focusedRoute(node).key);
    node.rerender();
    node.store.changed();
  }
  // A route's params name a screen of the navigator nested in it: pass the navigation on.
  function forwardToChild(node, route) {
    const child = node.children.get(route.key);
    if (child && route.params && typeof route.params.screen === 'string') {
      apply(child, { type: 'NAVIGATE', payload: { name: route.params.screen, params: route.params.params } });
    }
  }
  // One navigator's router: the new state, or null when this navigator does not handle it.
  function apply(node, action) {
    const state = node.state;
    const payload = action.payload || {};
    const names = node.screens.map((s) => s.name);
    switch (action.type) {
      case 'NAVIGATE': case 'JUMP_TO': case 'PUSH': case 'POP_TO': {
        if (!names.includes(payload.name)) return false;
        const params = payload.merge ? undefined : paramsFor(node, payload.name, payload.params);
        let routes = state.routes.slice();
        let index;
        if (node.type === 'tab') {
          index = routes.findIndex((r) => r.name === payload.name);
          if (payload.params !== undefined || params !== undefined) {
            routes[index] = Object.assign({}, routes[index], { params: payload.merge ? Object.assign({}, routes[index].params, payload.params) : params });
          }
        } else {
          const current = routes[state.index];
          const existing = action.type === 'POP_TO' ? routes.map((r) => r.name).lastIndexOf(payload.name)
            : action.type === 'NAVIGATE' && current.name === payload.name ? state.index : -1;
          if (existing >= 0) {
            routes = routes.slice(0, existing + 1);
            routes[existing] = Object.assign({}, routes[existing], { params: payload.merge ? Object.assign({}, routes[existing].params, payload.params) : params });
            index = existing;
          } else {
            routes.push({ key: newKey(payload.name), name: payload.name, params });
            index = routes.length - 1;
          }
        }
        setNodeState(node, { routes, index });
        forwardToChild(node, routes[index]);
        return true;
      }
      case 'REPLACE': {
        if (!names.includes(payload.name) || node.type !== 'stack') return false;
        const routes = state.routes.slice();
        routes[state.index] = { key: newKey(payload.name), name: payload.name, params: paramsFor(node, payload.name, payload.params) };
        setNodeState(node, { routes, index: state.index });
        return true;
      }
      case 'GO_BACK': case 'POP': case 'POP_TO_TOP': {
        if (node.type === 'tab') {
          if (action.type !== 'GO_BACK' || state.index === 0) return false;
          setNodeState(node, { routes: state.routes, index: 0 });
          return true;
        }
        if (state.index === 0) return false;
        const count = action.type === 'POP_TO_TOP' ? state.index : action.type === 'POP' ? Math.min(payload.count, state.index) : 1;
        setNodeState(node, { routes: state.routes.slice(0, state.index + 1 - count), index: state.index - count });
        return true;
      }
      case 'RESET': {
        const routes = (payload.routes || []).filter((r) => names.includes(r.name))
          .map((r) => ({ key: r.key || newKey(r.name), name: r.name, params: r.params, state: r.state }));
        if (!routes.length) return false;
        const index = payload.index === undefined ? routes.length - 1 : Math.min(payload.index, routes.length - 1);
        node.children.clear();
        setNodeState(node, { routes: node.type === 'tab' ? tabRoutes(node, routes) : routes, index: node.type === 'tab' ? names.indexOf(routes[index].name) : index });
        return true;
      }
      case 'SET_PARAMS': {
        const key = action.source || focusedRoute(node).key;
        const at = state.routes.findIndex((r) => r.key === key);
        if (at < 0) return false;
        const routes = state.routes.slice();
        routes[at] = Object.assign({}, routes[at], { params: Object.assign({}, routes[at].params, payload.params) });
        setNodeState(node, { routes, index: state.index });
        return true;
      }
      default: return false;
    }
  }
  // An action from `node` (a screen's navigation) or from the container (node null): this
  // navigator, then its parents, then every other navigator, focused first.
  function dispatch(store, node, action) {
    if (!store.root) { console.error(NOT_INITIALIZED_ERROR); return false; }
    const start = node || deepestFocused(store.root);
    for (let n = start; n; n = n.parent) if (apply(n, action)) return true;
    const tried = new Set();
    for (let n = start; n; n = n.parent) tried.add(n);
    const search = (n) => {
      const children = [...n.children.values()];
      const focused = n.children.get(focusedRoute(n).key);
      for (const child of focused ? [focused, ...children.filter((c) => c !== focused)] : children) {
        if (!tried.has(child) && apply(child, action)) return true;
        if (search(child)) return true;
      }
      return false;
    };
    if (search(store.root)) return true;
    if (action.type === 'NAVIGATE' || action.type === 'PUSH' || action.type === 'REPLACE' || action.type === 'JUMP_TO') {
      console.error("The action '" + action.type + "' with payload " + JSON.stringify(action.payload) + " was not handled by any navigator.\n\n"
        + "Do you have a screen named '" + (action.payload && action.payload.name) + "'?\n\n"
        + "If you're trying to navigate to a screen in a nested navigator, see https://reactnavigation.org/docs/nesting-navigators#navigating-to-a-screen-in-a-nested-navigator.");
    } else if (action.type === 'GO_BACK' || action.type === 'POP' || action.type === 'POP_TO_TOP') {
      console.error("The action '" + action.type + "' was not handled by any navigator.\n\nIs there any screen to go back to?");
    }
    return false;
  }
  // What an action shows as its effect.
  function recordAction(action) {
    const p = action.payload || {};
    switch (action.type) {
      case 'NAVIGATE': case 'PUSH': case 'REPLACE': case 'POP_TO':
        record(action.type === 'NAVIGATE' ? 'navigate' : action.type === 'PUSH' ? 'push' : action.type === 'POP_TO' ? 'popTo' : 'replace',
          p.params === undefined ? [p.name] : [p.name, p.params]);
        break;
      case 'JUMP_TO': record('jumpTo', p.params === undefined ? [p.name] : [p.name, p.params]); break;
      case 'GO_BACK': record('goBack', []); break;
      case 'POP': record('pop', [p.count]); break;
      case 'POP_TO_TOP': record('popToTop', []); break;
      case 'RESET': record('reset', [p]); break;
      case 'SET_PARAMS': record('setParams', [p.params]); break;
      default: record('dispatch', [action]);
    }
  }
  function dispatchRecorded(store, node, action, source) {
    if (typeof action === 'function') action = action(node ? stateOf(node) : store.root && stateOf(store.root));
    if (!action || typeof action.type !== 'string') throw new Error('dispatch expects an action object, got ' + String(action));
    if (store.root) recordAction(action);
    return dispatch(store, node, source ? Object.assign({}, action, { source }) : action);
  }

  // --- Screen navigation objects ---
  function navigationFor(node, route) {
    const existing = node.navigations.get(route.key);
    if (existing) return existing;
    const store = node.store;
    const listeners = { focus: [], blur: [], state: [], beforeRemove: [] };
    const go = (action) => { dispatchRecorded(store, node, action); };
    const navigation = {
      navigate(name, params, options) { go(CommonActions.navigate(name, params, options)); },
      navigateDeprecated(name, params) { go(CommonActions.navigate(name, params)); },
      push(name, params) { go(StackActions.push(name, params)); },
      replace(name, params) { go(StackActions.replace(name, params)); },
      pop(count) { go(StackActions.pop(count)); },
      popTo(name, params) { go(StackActions.popTo(name, params)); },
      popToTop() { go(StackActions.popToTop()); },
      goBack() { go(CommonActions.goBack()); },
      jumpTo(name, params) { go(TabActions.jumpTo(name, params)); },
      reset(state) { go(CommonActions.reset(state)); },
      preload() {},
      setParams(params) { dispatchRecorded(store, node, CommonActions.setParams(params), route.key); },
      setOptions() {},
      dispatch(action) { dispatchRecorded(store, node, action); },
      isFocused() {
        for (let n = node, key = route.key; n; key = n.parentRoute && n.parentRoute.key, n = n.parent) {
          if (focusedRoute(n).key !== key) return false;
        }
        return true;
      },
      canGoBack() { for (let n = node; n; n = n.parent) if (n.state.index > 0) return true; return false; },
      getState() { return stateOf(node); },
      getParent() { return node.parent ? navigationFor(node.parent, node.parentRoute) : undefined; },
      getId() { return undefined; },
      addListener(type, callback) {
        (listeners[type] = listeners[type] || []).push(callback);
        return () => navigation.removeListener(type, callback);
      },
      removeListener(type, callback) { listeners[type] = (listeners[type] || []).filter((cb) => cb !== callback); },
      _emit(type, data) { for (const cb of (listeners[type] || []).slice()) cb({ type, data, target: route.key }); },
    };
    node.navigations.set(route.key, navigation);
    return navigation;
  }

  // --- The container ---
  function makeStore() {
    const store = {
      root: null,
      focused: new Set(),
      listeners: { state: [], ready: [] },
      onStateChange: null,
      onReady: null,
      readyCalled: false,
      treeMounted: false,
      changed() {
        if (!store.root) return;
        // focus/blur to the screens whose focus changed (packages/core/src/useFocusEvents.tsx).
        const now = new Set();
        const walk = (n) => { const route = focusedRoute(n); now.add(n.navigations.get(route.key) || navigationFor(n, route)); const child = n.children.get(route.key); if (child) walk(child); };
        walk(store.root);
        for (const navigation of store.focused) if (!now.has(navigation)) navigation._emit('blur');
        for (const navigation of now) if (!store.focused.has(navigation)) navigation._emit('focus');
        store.focused = now;
        if (!store.readyCalled) return;
        const state = stateOf(store.root);
        for (const cb of store.listeners.state.slice()) cb({ type: 'state', data: { state } });
        if (store.onStateChange) store.onStateChange(state);
      },
      // After the first navigator mounted: onReady once (BaseNavigationContainer's effect).
      ready() {
        store.treeMounted = true;
        if (store.readyCalled || !store.root) return;
        store.changed();
        store.readyCalled = true;
        for (const cb of store.listeners.ready.slice()) cb({ type: 'ready' });
        if (store.onReady) store.onReady();
      },
    };
    store.api = {
      isReady() { return store.root !== null; },
      navigate(name, params, options) { dispatchRecorded(store, null, CommonActions.navigate(name, params, options)); },
      dispatch(action) { dispatchRecorded(store, null, action); },
      goBack() { dispatchRecorded(store, null, CommonActions.goBack()); },
      reset(state) { dispatchRecorded(store, null, CommonActions.reset(state)); },
      setParams(params) { dispatchRecorded(store, null, CommonActions.setParams(params)); },
      resetRoot(state) {
        if (!store.root) { console.error(NOT_INITIALIZED_ERROR); return; }
        record('resetRoot', [state]);
        if (state) apply(store.root, CommonActions.reset(state));
      },
      canGoBack() { if (!store.root) return false; for (let n = deepestFocused(store.root); n; n = n.parent) if (n.state.index > 0) return true; return false; },
      isFocused() { return true; },
      getRootState() { return store.root ? stateOf(store.root) : undefined; },
      getState() { return store.root ? stateOf(store.root) : undefined; },
      getParent() { return undefined; },
      getCurrentRoute() {
        if (!store.root) return undefined;
        let node = store.root;
        for (;;) {
          const route = focusedRoute(node);
          const child = node.children.get(route.key);
          if (!child) return route;
          node = child;
        }
      },
      getCurrentOptions() { return store.root ? {} : undefined; },
      addListener(type, callback) {
        (store.listeners[type] = store.listeners[type] || []).push(callback);
        return () => store.api.removeListener(type, callback);
      },
      removeListener(type, callback) { store.listeners[type] = (store.listeners[type] || []).filter((cb) => cb !== callback); },
    };
    return store;
  }

  // useThenable.tsx: a thenable that answers synchronously is resolved at the first render.
  function useThenable(create) {
    const [promise] = React.useState(create);
    let initial = [false, undefined];
    if (promise && typeof promise.then === 'function') promise.then((result) => { initial = [true, result]; });
    else initial = [true, promise];
    const [state, setState] = React.useState(initial);
    const resolved = state[0];
    React.useEffect(() => {
      let cancelled = false;
      if (!resolved) {
        (async () => {
          let result;
          try { result = await promise; } finally { if (!cancelled) setState([true, result]); }
        })();
      }
      return () => { cancelled = true; };
    }, [promise, resolved]);
    return state;
  }

  const NavigationContainer = React.forwardRef(function NavigationContainer(props, ref) {
    const { children, linking, onReady, onStateChange, initialState, fallback = null, theme = DefaultTheme } = props;
    const storeRef = React.useRef(null);
    if (storeRef.current === null) storeRef.current = makeStore();
    const store = storeRef.current;
    store.onReady = onReady;
    store.onStateChange = onStateChange;
    const enabled = linking != null && linking.enabled !== false;
    const options = linking || {};
    const prefixes = options.prefixes || ['*'];
    const latest = React.useRef(options);
    latest.current = options;
    // useLinking.native.tsx
    const getStateFromURL = (url) => {
      const o = latest.current;
      if (!url || (o.filter && !o.filter(url))) return undefined;
      const path = extractPathFromURL(o.prefixes || ['*'], url);
      if (path === undefined) return undefined;
      try { return (o.getStateFromPath || getStateFromPath)(path, o.config); } catch (e) { console.error(e); return undefined; }
    };
    const [isLinkStateResolved, initialStateFromLink] = useThenable(() => {
      if (initialState != null || !enabled) return undefined;
      const getInitialURL = options.getInitialURL || (() => Promise.race([RN.Linking.getInitialURL(), new Promise((resolve) => setTimeout(resolve, 150))]));
      const url = getInitialURL();
      const toState = (u) => {
        const state = getStateFromURL(u);
        if (state) {
          record('link', [u]);
          let leaf = state.routes[state.routes.length - 1];
          while (leaf.state) leaf = leaf.state.routes[leaf.state.routes.length - 1];
          record('initialRoute', leaf.params === undefined ? [leaf.name] : [leaf.name, leaf.params]);
        }
        return state;
      };
      if (url != null && typeof url !== 'string') return url.then(toState);
      const state = toState(url);
      return { then(onfulfilled) { return Promise.resolve(onfulfilled ? onfulfilled(state) : state); }, catch() { return this; } };
    });
    React.useEffect(() => {
      const listener = (url) => {
        if (!enabled || !store.root) return;
        const state = getStateFromURL(url);
        if (!state) return;
        record('link', [url]);
        const action = (latest.current.getActionFromState || getActionFromState)(state, latest.current.config);
        if (action !== undefined) {
          try { dispatchRecorded(store, null, action); } catch (e) {
            console.warn("An error occurred when trying to handle the link '" + url + "': " + (e && e.message !== undefined ? e.message : e));
          }
        } else {
          store.api.resetRoot(state);
        }
      };
      const subscribe = options.subscribe || ((listen) => {
        const subscription = RN.Linking.addEventListener('url', ({ url }) => listen(url));
        return () => { if (subscription && subscription.remove) subscription.remove(); };
      });
      return enabled ? subscribe(listener) : undefined;
    }, [enabled]);
    React.useImperativeHandle(ref, () => store.api);
    void prefixes;
    const ready = initialState != null || isLinkStateResolved;
    const treeState = initialState != null ? initialState : initialStateFromLink;
    const [rootInitial] = React.useState(() => ({ value: undefined }));
    if (ready && rootInitial.value === undefined) rootInitial.value = treeState || null;
    const content = ready ? h(BaseTree, { store, initialState: rootInitial.value }, children) : fallback;
    return h(ThemeContext.Provider, { value: theme },
      h(LinkingContext.Provider, { value: { options: enabled ? options : undefined } }, content));
  });
  NavigationContainer.displayName = 'NavigationContainer';

  // The tree once its initial state is known: the container's context, and onReady after
  // the navigator inside mounted.
  function BaseTree({ store, initialState, children }) {
    React.useEffect(() => { store.ready(); });
    return h(ContainerContext.Provider, { value: { store, initialState } }, children);
  }

  // The screens a navigator's children configure: Screen, Group and fragments.
  function screensOf(children, groupProps, out) {
    React.Children.forEach(children, (child) => {
      if (child === null || child === undefined || child === false || child === true) return;
      if (React.isValidElement(child) && child.type === Screen) {
        const p = child.props;
        if (typeof p.name !== 'string' || p.name === '') {
          throw new Error('Got an invalid name (' + JSON.stringify(p.name) + ') for the screen. It must be a non-empty string.');
        }
        if (p.children != null && p.component !== undefined) {
          throw new Error("Got both 'component' and 'children' props for the screen '" + p.name + "'. You must pass only one of them.");
        }
        if (p.component === undefined && p.getComponent === undefined && p.children == null) {
          throw new Error("Couldn't find a 'component', 'getComponent' or 'children' prop for the screen '" + p.name + "'. This can happen if you passed 'undefined'. You likely forgot to export your component from the file it's defined in, or mixed up default import and named import when importing.");
        }
        out.push(Object.assign({}, p, { screenOptions: groupProps }));
      } else if (React.isValidElement(child) && (child.type === Group || child.type === React.Fragment)) {
        screensOf(child.props.children, child.props, out);
      } else {
        const name = React.isValidElement(child) ? "'" + (typeof child.type === 'string' ? child.type : child.type && child.type.name) + "'" : "'" + String(child) + "'";
        throw new Error("A navigator can only contain 'Screen', 'Group' or 'React.Fragment' as its direct children (found " + name
          + "). To render this component in the navigator, pass it in the 'component' prop to 'Screen'.");
      }
    });
    return out;
  }
  function Screen() { return null; }
  function Group() { return null; }

  function tabRoutes(node, given) {
    return node.screens.map((s) => given.find((r) => r.name === s.name) || { key: newKey(s.name), name: s.name, params: s.initialParams });
  }

  // The state a navigator starts with: a nested state (a link's, the container's), the
  // parent route's params.screen, else initialRouteName or the first screen.
  function initialStateFor(node, props, given, parentParams) {
    const names = node.screens.map((s) => s.name);
    let routes;
    let index;
    const wanted = given && given.routes ? given.routes.filter((r) => names.includes(r.name)) : [];
    if (wanted.length) {
      routes = wanted.map((r) => ({ key: r.key || newKey(r.name), name: r.name, params: paramsFor(node, r.name, r.params), state: r.state, path: r.path }));
      index = given.index === undefined ? routes.length - 1 : Math.min(given.index, routes.length - 1);
    } else if (parentParams && typeof parentParams.screen === 'string' && names.includes(parentParams.screen)) {
      routes = [{ key: newKey(parentParams.screen), name: parentParams.screen, params: paramsFor(node, parentParams.screen, parentParams.params) }];
      index = 0;
    } else {
      const name = props.initialRouteName !== undefined && names.includes(props.initialRouteName) ? props.initialRouteName : names[0];
      routes = [{ key: newKey(name), name, params: paramsFor(node, name, undefined) }];
      index = 0;
    }
    if (node.type === 'tab') {
      const focusedName = routes[index].name;
      routes = tabRoutes(node, routes);
      index = names.indexOf(focusedName);
    }
    return { key: newKey(node.type), type: node.type, stale: false, routeNames: names, routes, index };
  }

  function makeNavigator(type) {
    function Navigator(props) {
      const container = React.useContext(ContainerContext);
      const parent = React.useContext(ParentContext);
      if (!container) {
        throw new Error("Couldn't register the navigator. Have you wrapped your app with 'NavigationContainer'?\n\n"
          + "This can also happen if there are multiple copies of '@react-navigation' packages installed.");
      }
      const [, force] = React.useReducer((n) => n + 1, 0);
      const nodeRef = React.useRef(null);
      if (nodeRef.current === null) {
        const node = { type, store: container.store, parent: parent ? parent.node : null, parentRoute: parent ? parent.route : null,
          children: new Map(), navigations: new Map(), loaded: new Set(), screens: screensOf(props.children, {}, []), rerender: () => {} };
        const given = parent ? parent.route.state : container.initialState;
        node.state = initialStateFor(node, props, given, parent ? parent.route.params : undefined);
        if (type === 'tab') node.loaded.add(focusedRoute(node).key);
        nodeRef.current = node;
      } else {
        nodeRef.current.screens = screensOf(props.children, {}, []);
      }
      const node = nodeRef.current;
      node.rerender = force;
      React.useEffect(() => {
        if (node.parent) node.parent.children.set(node.parentRoute.key, node);
        else container.store.root = node;
        container.store.changed();
        // A root navigator mounted after the tree: it makes the container ready.
        if (!node.parent && container.store.treeMounted) container.store.ready();
        return () => {
          if (node.parent) { if (node.parent.children.get(node.parentRoute.key) === node) node.parent.children.delete(node.parentRoute.key); }
          else if (container.store.root === node) container.store.root = null;
        };
      }, []);
      const shown = type === 'tab' ? node.state.routes.filter((r) => node.loaded.has(r.key)) : node.state.routes;
      return h(React.Fragment, null, shown.map((route) => {
        const screen = node.screens.find((s) => s.name === route.name);
        if (!screen) return null;
        const navigation = navigationFor(node, route);
        const component = screen.component || (screen.getComponent ? screen.getComponent() : undefined);
        const element = component ? h(component, { navigation, route }) : screen.children({ navigation, route });
        return h(NavigationContext.Provider, { key: route.key, value: navigation },
          h(RouteContext.Provider, { value: route },
            h(ParentContext.Provider, { value: { node, route } }, element)));
      }));
    }
    Navigator.displayName = type === 'tab' ? 'BottomTabNavigator' : 'StackNavigator';
    return function createNavigator() { return { Navigator, Screen, Group }; };
  }

  function useNavigation() {
    const navigation = React.useContext(NavigationContext);
    const container = React.useContext(ContainerContext);
    if (navigation !== undefined) return navigation;
    if (container) return container.store.api;
    throw new Error("Couldn't find a navigation object. Is your component inside NavigationContainer?");
  }
  function useRoute() {
    const route = React.useContext(RouteContext);
    if (route === undefined) {
      throw new Error("Couldn't find a route object. Is your component inside a screen in a navigator?");
    }
    return route;
  }
  function useIsFocused() {
    const navigation = useNavigation();
    const [, force] = React.useReducer((n) => n + 1, 0);
    React.useEffect(() => {
      const a = navigation.addListener('focus', force);
      const b = navigation.addListener('blur', force);
      return () => { a(); b(); };
    }, [navigation]);
    return navigation.isFocused();
  }
  function useFocusEffect(effect) {
    const focused = useIsFocused();
    React.useEffect(() => {
      if (!focused) return undefined;
      const cleanup = effect();
      return typeof cleanup === 'function' ? cleanup : undefined;
    }, [focused, effect]);
  }
  function useNavigationState(selector) {
    const navigation = useNavigation();
    return selector(navigation.getState());
  }
  function createNavigationContainerRef() {
    // createNavigationContainerRef.tsx: the methods answer NOT_INITIALIZED_ERROR until the
    // container sets `current`; listeners added before are passed on when it does.
    const pending = {};
    let current = null;
    const ref = {
      get current() { return current; },
      set current(value) {
        current = value;
        if (value != null) for (const [event, callbacks] of Object.entries(pending)) for (const cb of callbacks) value.addListener(event, cb);
      },
      isReady() { return current == null ? false : current.isReady(); },
    };
    const methods = ['navigate', 'goBack', 'reset', 'setParams', 'preload', 'addListener', 'removeListener', 'resetRoot', 'dispatch',
      'isFocused', 'canGoBack', 'getRootState', 'getState', 'getParent', 'getCurrentRoute', 'getCurrentOptions'];
    for (const name of methods) {
      ref[name] = (...args) => {
        if (name === 'removeListener') {
          const [event, callback] = args;
          if (pending[event]) pending[event] = pending[event].filter((cb) => cb !== callback);
          return current ? current.removeListener(event, callback) : undefined;
        }
        if (current == null) {
          if (name === 'addListener') {
            const [event, callback] = args;
            (pending[event] = pending[event] || []).push(callback);
            return () => ref.removeListener(event, callback);
          }
          console.error(NOT_INITIALIZED_ERROR);
          return undefined;
        }
        return current[name](...args);
      };
    }
    return ref;
  }
  function useNavigationContainerRef() {
    const ref = React.useRef(null);
    if (ref.current === null) ref.current = createNavigationContainerRef();
    return ref.current;
  }
  function NavigationIndependentTree({ children }) {
    return h(NavigationIndependentTreeContext.Provider, { value: true },
      h(ContainerContext.Provider, { value: null }, h(ParentContext.Provider, { value: null }, children)));
  }
  function useTheme() { return React.useContext(ThemeContext) || DefaultTheme; }
  function ThemeProvider({ value, children }) { return h(ThemeContext.Provider, { value }, children); }
  function useLinkTo() {
    const navigation = useNavigation();
    const linking = React.useContext(LinkingContext);
    return (to) => {
      const options = linking.options || {};
      const state = (options.getStateFromPath || getStateFromPath)(to, options.config);
      if (!state) throw new Error('Failed to parse the path to a navigation state.');
      const action = getActionFromState(state);
      navigation.dispatch(action);
    };
  }

  const nativeExports = {
    __esModule: true,
    NavigationContainer, createNavigationContainerRef, useNavigationContainerRef, NavigationIndependentTree,
    useNavigation, useRoute, useIsFocused, useFocusEffect, useNavigationState, useTheme, useLinkTo, ThemeProvider,
    NavigationContext, NavigationRouteContext: RouteContext, LinkingContext,
    CommonActions, StackActions, TabActions, DefaultTheme, DarkTheme,
    getStateFromPath, getActionFromState, getPathFromState: undefined,
  };
  const stack = makeNavigator('stack');
  const tabs = makeNavigator('tab');
  return {
    native: nativeExports,
    nativeStack: { __esModule: true, createNativeStackNavigator: stack },
    stack: { __esModule: true, createStackNavigator: stack, CardStyleInterpolators: {}, TransitionPresets: {}, HeaderStyleInterpolators: {} },
    bottomTabs: { __esModule: true, createBottomTabNavigator: tabs },
  };
})
