// A reference implementation, in Node, of the host side of the ModuleSyntax contract
// (docs/modules.md): it evaluates the code produced by ModuleSyntax's rewrite with the
// `__jsh` object, `require` and the module cache the Swift runtime must provide, and
// resolves with ModuleResolver. It does NOT use Node's own module loader for user files.
//
//   MODX=/path/to/modx node reference-host.cjs path/to/main.js
//
// `modx` is a tiny command over ModuleSyntax (see check.sh) answering
//   modx --json FILE                    → {"code", "isModule", "tla", "imports", ...}
//   modx --resolve SPEC REFERRER MODE   → {"path", "kind"} or {"error"}
'use strict';
const fs = require('fs');
const pathMod = require('path');
const vm = require('vm');
const cp = require('child_process');

const MODX = process.env.MODX;
if (!MODX) { console.error('set MODX'); process.exit(2); }

const BUILTINS = { jshost: { version: '0.0.0-reference' } };
const records = Object.create(null); // absolute path -> record
const requireCache = Object.create(null);

function modx(args) { return JSON.parse(cp.execFileSync(MODX, args, { encoding: 'utf8' })); }

function resolve(spec, referrer, mode) {
  const r = modx(['--resolve', spec, referrer, mode]);
  if (r.error) { const e = new Error(r.error); e.code = 'MODULE_NOT_FOUND'; throw e; }
  return r.path;
}

function namespaceOf(rec) {
  if (rec.esm) return rec.ns;
  if (rec.cjsNs && rec.cjsNsFor === rec.module.exports) return rec.cjsNs;
  const ex = rec.module.exports;
  const ns = Object.create(null);
  if (ex !== null && (typeof ex === 'object' || typeof ex === 'function')) {
    for (const k of Object.keys(ex)) if (k !== 'default') ns[k] = ex[k];
  }
  ns.default = ex;
  Object.defineProperty(ns, Symbol.toStringTag, { value: 'Module' });
  if (rec.module.loaded) { rec.cjsNs = ns; rec.cjsNsFor = ex; }
  return ns;
}

function load(file) {
  if (records[file] && requireCache[file] === records[file].module) return records[file];
  const rec = { file, module: { id: file, filename: file, exports: {}, loaded: false } };
  records[file] = rec;
  requireCache[file] = rec.module;
  if (file.endsWith('.json')) {
    rec.module.exports = JSON.parse(fs.readFileSync(file, 'utf8'));
    rec.module.loaded = true;
    return rec;
  }
  const t = modx(['--json', file]);
  if (t.error) { delete records[file]; delete requireCache[file]; throw new SyntaxError(t.error); }
  rec.esm = t.isModule;
  if (rec.esm) {
    rec.ns = Object.create(null);
    Object.defineProperty(rec.ns, Symbol.toStringTag, { value: 'Module' });
  }
  const names = new Set();
  const jsh = {
    meta: { url: 'file://' + file },
    export(getters) {
      for (const k of Object.keys(getters)) {
        names.add(k);
        Object.defineProperty(rec.ns, k, { get: getters[k], enumerable: true });
      }
    },
    exportStar(ns) {
      for (const k of Object.keys(ns)) {
        if (k === 'default' || names.has(k) || k in rec.ns) continue;
        Object.defineProperty(rec.ns, k, { get: () => ns[k], enumerable: true });
      }
    },
    import(spec, wanted) {
      if (spec in BUILTINS) return BUILTINS[spec];
      const dep = load(resolve(spec, file, 'import'));
      const ns = namespaceOf(dep);
      if (wanted && dep.esm) {
        for (const n of wanted) {
          if (!(n in ns)) throw new SyntaxError(`The requested module '${spec}' does not provide an export named '${n}' (imported from ${file}, resolved to ${dep.file})`);
        }
      }
      return ns;
    },
    dynamicImport(spec) {
      // loads in a later job, as Node does: code after import() runs first
      return Promise.resolve().then(() => new Promise((res, rej) => {
        try {
          if (spec in BUILTINS) return res(BUILTINS[spec]);
          const dep = load(resolve(spec, file, 'import'));
          if (dep.promise) dep.promise.then(() => res(namespaceOf(dep)), rej);
          else res(namespaceOf(dep));
        } catch (e) { rej(e); }
      }));
    },
  };
  const req = (spec) => {
    if (spec in BUILTINS) return BUILTINS[spec];
    const dep = load(resolve(spec, file, 'require'));
    return dep.esm ? dep.ns : dep.module.exports;
  };
  req.resolve = (spec) => (spec in BUILTINS ? spec : resolve(spec, file, 'require'));
  req.cache = requireCache;
  const src = '(' + (t.tla ? 'async ' : '') + 'function (exports, require, module, __filename, __dirname, __jsh) {' + t.code + '\n})';
  const fn = vm.runInThisContext(src, { filename: file });
  try {
    const r = fn.call(rec.esm ? undefined : rec.module.exports, rec.module.exports, req, rec.module, file, pathMod.dirname(file), jsh);
    if (t.tla) rec.promise = r;
  } catch (e) {
    delete records[file]; delete requireCache[file];
    throw e;
  }
  rec.module.loaded = true;
  return rec;
}

process.on('unhandledRejection', (e) => { console.error(String(e && e.stack || e)); process.exit(1); });
const entry = fs.realpathSync(pathMod.resolve(process.argv[2]));
try {
  const rec = load(entry);
  if (rec.promise) rec.promise.catch((e) => { console.error(String(e && e.stack || e)); process.exit(1); });
} catch (e) {
  console.error(String(e && e.stack || e));
  process.exit(1);
}
