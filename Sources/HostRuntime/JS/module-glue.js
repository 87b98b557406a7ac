// The JavaScript half of the module system: namespace objects with live
// getters, CommonJS interop, and the per-module `require` and `__jsh`
// objects (the contract of docs/modules.md). The Swift half
// (`ModuleLoader`) resolves, reads, rewrites and evaluates files.
(function (native) {
  'use strict';
  const define = Object.defineProperty;
  const esmNamespaces = new WeakSet();
  // Namespaces whose names are all known when they are made (ES modules, built-in
  // modules): importing a name they lack is a SyntaxError at link time, as in node.
  const closedNamespaces = new WeakSet();
  function namespace(isESM) {
    const ns = Object.create(null);
    define(ns, Symbol.toStringTag, { value: 'Module' });
    if (isESM) { esmNamespaces.add(ns); closedNamespaces.add(ns); }
    return ns;
  }
  function exportGetters(ns, getters) {
    for (const name of Object.keys(getters)) define(ns, name, { get: getters[name], enumerable: true, configurable: true });
  }
  function exportStar(ns, from, own) {
    for (const name of Object.keys(from)) {
      if (name === 'default' || own.has(name) || Object.prototype.hasOwnProperty.call(ns, name)) continue;
      define(ns, name, { get: () => from[name], enumerable: true, configurable: true });
    }
  }
  // A CommonJS module seen from ESM: default is module.exports (or its
  // `default` when it was compiled from ESM), named imports are its properties.
  // `allNames`: built-in modules define their functions non-enumerable, as
  // native modules do, and still export them all.
  function commonJSNamespace(module, allNames) {
    const ns = namespace(false);
    const exports = module.exports;
    const esModule = exports !== null && (typeof exports === 'object' || typeof exports === 'function') && exports.__esModule;
    define(ns, 'default', { get: () => esModule ? module.exports.default : module.exports, enumerable: true });
    if (exports !== null && (typeof exports === 'object' || typeof exports === 'function')) {
      for (const name of (allNames ? Object.getOwnPropertyNames(exports) : Object.keys(exports))) {
        if (name === 'default' || name === '__esModule') continue;
        define(ns, name, { get: () => module.exports[name], enumerable: true, configurable: true });
      }
    }
    if (allNames) closedNamespaces.add(ns);
    return ns;
  }
  // The error of an import of a name the module does not export (node's words).
  function missingExport(specifier, from, name) {
    const hint = native.missingExportHint(specifier, from, name);
    const error = new SyntaxError("The requested module '" + specifier + "' does not provide an export named '" + name + "' (imported from " + from + ", resolved to " + native.resolve(specifier, from) + ")" + (hint ? ": " + hint : ""));
    // ModuleLoader points the error at the import in the user's file.
    define(error, '__jshImport', { value: specifier });
    return error;
  }
  // `checked`: an app module compiled to CommonJS as Metro's Babel compiles it, with the
  // names it imports by specifier. A missing name is `undefined` there, except from a
  // built-in module (jshost's stand-in of a package), whose missing name is named
  // (ModuleLoader's requireImported). Both are tail calls, so that what the host throws
  // (a module not found) is placed at the user's `require` line.
  function makeRequire(from, checked) {
    const require = function require(specifier) {
      if (typeof specifier !== 'string') throw new TypeError('The "id" argument must be of type string. Received ' + typeof specifier);
      const names = checked && checked[specifier];
      if (names) return native.requireImported(specifier, from, names);
      return native.require(specifier, from);
    };
    require.resolve = function resolve(specifier) { return native.resolve(specifier, from); };
    require.cache = native.cache;
    require.main = native.main();
    return require;
  }
  function makeJsh(record, from, imported) {
    let meta, react;
    return {
      import(specifier) {
        const ns = native.importNamespace(specifier, from);
        const names = imported[specifier];
        if (names && closedNamespaces.has(ns)) {
          for (const name of names) {
            if (!(name in ns)) {
              // An app's module as Metro's Babel compiles it (CommonJS): the name is undefined.
              if (native.babelNamedImports(specifier, from)) continue;
              throw missingExport(specifier, from, name);
            }
          }
        }
        return ns;
      },
      export(getters) { exportGetters(record.namespace, getters); },
      exportStar(ns) { exportStar(record.namespace, ns, record.ownExports); },
      dynamicImport(specifier) {
        // The call's place, taken now: the import runs in a later job, where no frame of the
        // user's code is left for a module-not-found or a denial to name (ModuleLoader places it).
        const site = new Error().stack;
        return Promise.resolve().then(() => native.importNamespace(String(specifier), from))
          .catch((error) => { native.placeDynamicImport(error, site, from); throw error; });
      },
      // JSX compiled by esbuild calls __jsh.react.createElement (docs/modules.md).
      get react() { return react || (react = native.require('react', from)); },
      // import.meta is made when a module first reads it.
      // `env` is Vite's import.meta.env when the app is a Vite project (else undefined).
      get meta() {
        if (meta) return meta;
        meta = { url: native.fileURL(from) };
        const env = native.importMetaEnv(from);
        if (env !== undefined && env !== null) meta.env = env;
        return meta;
      },
    };
  }
  // Both per-module objects in one entry into the engine.
  function moduleScope(record, from, imported, checksRequires) {
    return [makeRequire(from, checksRequires ? imported : null), makeJsh(record, from, imported)];
  }
  // Babel's interop, for modules compiled as babel-jest compiles them (esbuild's
  // `--format=cjs` output calls these in place of its own `__toESM` / `__toCommonJS`):
  // @babel/helpers' interopRequireWildcard (a module with `__esModule` is used as it is,
  // so `jest.spyOn(ns, 'f')` changes what every importer sees; another one is copied, with
  // `default` = module.exports, once per module) and an exports object whose names are
  // configurable getters (Babel assigns `exports.f`, which spyOn can replace).
  const wildcards = new WeakMap();
  function toESM(mod) {
    // An ES module's namespace (a module the ES-module rewrite loaded) is one already.
    if (mod && (mod.__esModule || esmNamespaces.has(mod))) return mod;
    if (mod === null || (typeof mod !== 'object' && typeof mod !== 'function')) return { default: mod };
    const cached = wildcards.get(mod);
    if (cached) return cached;
    const copy = { __proto__: null };
    // Own names, not only enumerable ones (Babel's for-in): jshost's built-in modules stand
    // for compiled packages but define their functions non-enumerable, as native modules do.
    for (const key of Object.getOwnPropertyNames(mod)) {
      if (key === 'default') continue;
      const descriptor = Object.getOwnPropertyDescriptor(mod, key);
      if (descriptor && (descriptor.get || descriptor.set)) define(copy, key, descriptor);
      else copy[key] = mod[key];
    }
    copy.default = mod;
    wildcards.set(mod, copy);
    return copy;
  }
  // Babel sets every export to `void 0` first (`exports.a = void 0`), so a module that
  // reads an export of a module still loading (an import cycle) gets `undefined`, where
  // esbuild's getter (`() => a`) meets the `let`/`const` before it is initialised.
  function toCommonJS(internal) {
    const exports = define({}, '__esModule', { value: true });
    for (const key of Object.getOwnPropertyNames(internal)) {
      const descriptor = Object.getOwnPropertyDescriptor(internal, key);
      const read = descriptor.get;
      const get = read ? function () {
        try { return read(); } catch (error) { if (error && error.name === 'ReferenceError') return undefined; throw error; }
      } : () => internal[key];
      define(exports, key, { get, enumerable: true, configurable: true });
    }
    return exports;
  }
  // TypeScript's CommonJS output without `esModuleInterop` (ts-jest): `import * as ns`
  // is `require(...)` itself and a default import reads its `.default`.
  function noInterop(mod) { return mod; }
  const babelInterop = { toESM, toCommonJS, noInterop };
  // A module whose evaluation threw leaves the cache, so a later require tries it again.
  function forget(cache, path) { delete cache[path]; }
  return { namespace, commonJSNamespace, moduleScope, forget, babelInterop };
})
