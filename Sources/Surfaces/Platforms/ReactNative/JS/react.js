// The built-in `react` module: the real React (the app's own `react` from node_modules when
// installed, else Debian's node-react 18; ReactSurface.swift loads it), handed here as
// (React, jsxRuntime). What the app imports is React's own API, with one difference: a hook
// called outside a render (a component called as a plain function at a module's top level,
// as files did before jshost rendered them) does not throw React's "Invalid hook call" but
// answers as if the component rendered once (useState returns the initial state, effects do
// not run). Inside a render (ReactSurface mounts the root component with
// react-test-renderer) every hook is React's.
// Whether a render is under way is React's own dispatcher
// (ReactSharedInternals.ReactCurrentDispatcher, packages/react/src/ReactHooks.js
// resolveDispatcher).
// Returns { React, jsxRuntime }.
(function (real, realJsx) {
  'use strict';
  const internals = real.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED;
  const dispatcher = internals && internals.ReactCurrentDispatcher;
  function rendering() { return !dispatcher || dispatcher.current !== null; }

  // Hooks outside a render: inert, as if each component rendered once and never again.
  const inert = {
    useState(initial) { return [typeof initial === 'function' ? initial() : initial, function setState() {}]; },
    useReducer(reducer, initialArg, init) { return [typeof init === 'function' ? init(initialArg) : initialArg, function dispatch() {}]; },
    useEffect() {},
    useLayoutEffect() {},
    useInsertionEffect() {},
    useMemo(compute) { return compute(); },
    useCallback(callback) { return callback; },
    useRef(initial) { return { current: initial === undefined ? null : initial }; },
    useContext(context) { return context ? context._currentValue : undefined; },
    useImperativeHandle() {},
    useDebugValue() {},
    useId() { return ':r0:'; },
    useTransition() { return [false, function startTransition(callback) { callback(); }]; },
    useDeferredValue(value) { return value; },
    useSyncExternalStore(subscribe, getSnapshot) { return getSnapshot(); },
  };
  const React = Object.assign({}, real);
  for (const name of Object.keys(inert)) {
    const own = real[name];
    if (typeof own !== 'function') { React[name] = inert[name]; continue; }
    const fallback = inert[name];
    React[name] = { [name](...args) { return rendering() ? own.apply(this, args) : fallback.apply(this, args); } }[name];
  }
  // React 19's `use`; on React 18, read a context's value as useContext does.
  if (typeof real.use !== 'function') {
    React.use = function use(resource) {
      return resource && resource.$$typeof === Symbol.for('react.context') ? React.useContext(resource) : resource;
    };
  }
  React.default = React;
  const jsxRuntime = Object.assign({}, realJsx);
  if (!jsxRuntime.jsxDEV) jsxRuntime.jsxDEV = jsxRuntime.jsx;
  return { React, jsxRuntime };
})
