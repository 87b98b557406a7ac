// The built-in `react` module: enough of React's API that a component file loads and
// its top-level code runs. Nothing is ever rendered: elements are plain objects, hooks
// are inert (useState returns [initial, setter], effects never run, useMemo computes).
// API names and shapes from DefinitelyTyped types/react/index.d.ts and
// facebook/react packages/react/index.js.
// Evaluated once per context; returns { React, jsxRuntime }.
(function () {
  'use strict';
  const REACT_ELEMENT = Symbol.for('react.element');
  const Fragment = Symbol.for('react.fragment');
  const StrictMode = Symbol.for('react.strict_mode');
  const Profiler = Symbol.for('react.profiler');
  const Suspense = Symbol.for('react.suspense');

  function element(type, key, ref, props) {
    return Object.freeze({ $$typeof: REACT_ELEMENT, type, key: key === undefined || key === null ? null : String(key), ref: ref === undefined ? null : ref, props: Object.freeze(props) });
  }

  function createElement(type, config, ...children) {
    const props = {};
    let key = null, ref = null;
    if (config !== null && config !== undefined) {
      for (const name of Object.keys(config)) {
        if (name === 'key') key = config.key;
        else if (name === 'ref') ref = config.ref;
        else if (name !== '__self' && name !== '__source') props[name] = config[name];
      }
    }
    if (children.length === 1) props.children = children[0];
    else if (children.length > 1) props.children = children;
    if (type && type.defaultProps) {
      for (const name of Object.keys(type.defaultProps)) if (props[name] === undefined) props[name] = type.defaultProps[name];
    }
    return element(type, key, ref, props);
  }

  function isValidElement(value) {
    return typeof value === 'object' && value !== null && value.$$typeof === REACT_ELEMENT;
  }

  function cloneElement(original, config, ...children) {
    const props = Object.assign({}, original.props);
    let key = original.key, ref = original.ref;
    if (config) {
      for (const name of Object.keys(config)) {
        if (name === 'key') key = config.key;
        else if (name === 'ref') ref = config.ref;
        else props[name] = config[name];
      }
    }
    if (children.length === 1) props.children = children[0];
    else if (children.length > 1) props.children = children;
    return element(original.type, key, ref, props);
  }

  class Component {
    constructor(props, context) {
      this.props = props;
      this.context = context;
      this.refs = {};
      this.state = this.state || null;
    }
    // Never rendered: state changes are kept, nothing re-renders.
    setState(partial, callback) {
      const next = typeof partial === 'function' ? partial(this.state, this.props) : partial;
      if (next !== null && next !== undefined) this.state = Object.assign({}, this.state, next);
      if (typeof callback === 'function') callback();
    }
    forceUpdate(callback) { if (typeof callback === 'function') callback(); }
  }
  Component.prototype.isReactComponent = {};
  class PureComponent extends Component {}
  PureComponent.prototype.isPureReactComponent = true;

  function memo(type, compare) { return { $$typeof: Symbol.for('react.memo'), type, compare: compare === undefined ? null : compare }; }
  function forwardRef(render) { return { $$typeof: Symbol.for('react.forward_ref'), render }; }
  function lazy(load) { return { $$typeof: Symbol.for('react.lazy'), _payload: load, _init: load }; }
  function createRef() { return { current: null }; }

  function createContext(defaultValue) {
    const context = { $$typeof: Symbol.for('react.context'), _currentValue: defaultValue, displayName: undefined };
    context.Provider = { $$typeof: Symbol.for('react.provider'), _context: context };
    context.Consumer = context;
    return context;
  }

  // Hooks: inert, as if each component rendered once and never again.
  function useState(initial) {
    return [typeof initial === 'function' ? initial() : initial, function setState() {}];
  }
  function useReducer(reducer, initialArg, init) {
    return [typeof init === 'function' ? init(initialArg) : initialArg, function dispatch() {}];
  }
  function useEffect() {}
  function useMemo(compute) { return compute(); }
  function useCallback(callback) { return callback; }
  function useRef(initial) { return { current: initial === undefined ? null : initial }; }
  function useContext(context) { return context ? context._currentValue : undefined; }
  function useImperativeHandle() {}
  function useDebugValue() {}
  let ids = 0;
  function useId() { return ':r' + (ids++).toString(32) + ':'; }
  function startTransition(callback) { callback(); }
  function useTransition() { return [false, startTransition]; }
  function useDeferredValue(value) { return value; }
  function useSyncExternalStore(subscribe, getSnapshot) { return getSnapshot(); }
  function use(resource) { return resource && resource.$$typeof === Symbol.for('react.context') ? resource._currentValue : resource; }

  function toArray(children) {
    const out = [];
    (function walk(c) {
      if (c === null || c === undefined || typeof c === 'boolean') return;
      if (Array.isArray(c)) c.forEach(walk); else out.push(c);
    })(children);
    return out;
  }
  const Children = {
    map(children, fn, thisArg) { return children === null || children === undefined ? children : toArray(children).map(fn, thisArg); },
    forEach(children, fn, thisArg) { toArray(children).forEach(fn, thisArg); },
    count(children) { return toArray(children).length; },
    toArray,
    only(children) {
      if (!isValidElement(children)) throw new Error('React.Children.only expected to receive a single React element child.');
      return children;
    },
  };

  const React = {
    version: '18.3.1',
    createElement, cloneElement, isValidElement, createRef, createContext, Component, PureComponent,
    memo, forwardRef, lazy, Fragment, StrictMode, Profiler, Suspense, Children,
    useState, useReducer, useEffect, useLayoutEffect: useEffect, useInsertionEffect: useEffect,
    useMemo, useCallback, useRef, useContext, useImperativeHandle, useDebugValue, useId,
    useTransition, useDeferredValue, useSyncExternalStore, startTransition, use,
  };

  // react/jsx-runtime: the automatic runtime's entry points.
  function jsx(type, config, key) {
    const props = {};
    let ref = null;
    for (const name of Object.keys(config || {})) {
      if (name === 'ref') ref = config.ref; else if (name !== 'key') props[name] = config[name];
    }
    if (config && config.key !== undefined) key = config.key;
    if (type && type.defaultProps) {
      for (const name of Object.keys(type.defaultProps)) if (props[name] === undefined) props[name] = type.defaultProps[name];
    }
    return element(type, key, ref, props);
  }
  const jsxRuntime = { jsx, jsxs: jsx, jsxDEV: jsx, Fragment };
  return { React, jsxRuntime };
})
