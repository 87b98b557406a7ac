// The inert stand-in of a package the app imports that is neither installed nor simulated
// (`jshost run --stub-missing`, or the package.json key `"jshost": {"stub": [...]}`;
// docs/modules.md, "Packages that are missing"). Every name of it is a function that records
// its call (natives.call(package, path, argsJSON): a `native` effect) and returns another
// stand-in; rendered as a React component it renders its children, so listeners added
// inside a provider (a NavigationContainer, a SafeAreaProvider) are still added.
// Not thenable (an `await` of a stand-in goes on with the stand-in), and it turns into ''
// where a string or number is needed.
// Called with natives; returns { exports(packageName, names) }: the module's exports, with
// `names` (what an importer takes) among its own properties.
(function (natives) {
  'use strict';
  function argsJSON(args) {
    try {
      return JSON.stringify(Array.prototype.map.call(args, (a) => (typeof a === 'function' ? '[function]' : isStandIn(a) ? '[stand-in]' : a)));
    } catch (e) {
      return '[]';
    }
  }
  const standIns = new WeakSet();
  function isStandIn(value) {
    return (typeof value === 'function' || (typeof value === 'object' && value !== null)) && standIns.has(value);
  }
  // React calls a function component with (props[, ref]): a stand-in named as components
  // are (PascalCase: `Stack`, `SafeAreaView`, `Tabs.Screen`) called so is a render, recorded
  // by nothing; a provider's props carry the `children` it renders.
  function isRender(path, args) {
    const last = path.slice(path.lastIndexOf('.') + 1);
    const props = args[0];
    const propsLike = props === undefined || (props !== null && typeof props === 'object' && !Array.isArray(props));
    return args.length <= 2 && propsLike && (/^[A-Z]/.test(last) || (propsLike && props && 'children' in props));
  }
  function make(pkg, path) {
    const target = function () {};
    const cache = new Map();
    const proxy = new Proxy(target, {
      get(t, name) {
        if (name === Symbol.toPrimitive) return () => '';
        if (name === 'then' || typeof name === 'symbol') return undefined;
        if (name === '__esModule') return path === '';
        if (name === 'prototype') return t.prototype;
        if (name === 'displayName' || name === 'name') return path || pkg;
        if (name === 'toString' || name === 'valueOf') return () => '';
        if (name === 'toJSON') return () => null;
        if (!cache.has(name)) cache.set(name, make(pkg, path ? path + '.' + name : name));
        return cache.get(name);
      },
      apply(t, self, args) {
        if (isRender(path, args)) return args[0] && args[0].children !== undefined ? args[0].children : null;
        natives.call(pkg, path || 'default', argsJSON(args));
        return make(pkg, (path || pkg) + '()');
      },
      construct(t, args) {
        natives.call(pkg, 'new ' + (path || pkg), argsJSON(args));
        return make(pkg, 'new ' + (path || pkg) + '()');
      },
      has() {
        return false;
      },
      set() {
        return true;
      },
    });
    standIns.add(proxy);
    return proxy;
  }
  // The module's exports: any name is a stand-in; the names importers take are own
  // properties (an import namespace is made of those), `default` the package itself.
  const modules = new Map();
  function exportsOf(pkg) {
    if (modules.has(pkg)) return modules.get(pkg);
    const root = make(pkg, '');
    const target = { __esModule: true, default: root };
    const exports = new Proxy(target, {
      get(t, name) {
        if (name in t || typeof name === 'symbol' || name === 'then') return t[name];
        return root[name];
      },
    });
    modules.set(pkg, { exports, target, root });
    return modules.get(pkg);
  }
  return {
    exports(pkg, names) {
      const entry = exportsOf(pkg);
      for (const name of names) if (!(name in entry.target)) entry.target[name] = entry.root[name];
      return entry.exports;
    },
  };
})
