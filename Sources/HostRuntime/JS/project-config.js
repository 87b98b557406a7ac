// Reads an app's build configuration as data, in a JavaScript context of its own (nothing of
// the app's run is reachable from it): a babel.config.js / .babelrc.js, or a JSON-with-comments
// file (tsconfig.json, jsconfig.json, .babelrc, babel.config.json). Babel itself is not run:
// `api` is a stand-in of what babel.config.js functions call (babel/babel
// packages/babel-core/src/config/helpers/config-api.ts: cache, env, caller, version,
// assertVersion). Returns the configuration as JSON text.
(function (kind, source, filename, dirname) {
  'use strict';
  if (kind === 'json') return JSON.stringify(Function('"use strict"; return (' + source + '\n);')());
  var cache = function () {};
  cache.forever = cache.never = cache.invalidate = cache.using = function (fn) { return typeof fn === 'function' ? fn() : undefined; };
  var api = {
    version: '7.24.0',
    cache: cache,
    env: function (name) {
      var env = 'development';
      if (typeof name === 'function') return name(env);
      if (Array.isArray(name)) return name.indexOf(env) >= 0;
      return name === undefined ? env : name === env;
    },
    caller: function (fn) { return typeof fn === 'function' ? fn({ name: 'metro', platform: 'ios', isDev: true }) : undefined; },
    assertVersion: function () {},
    targets: function () { return {}; },
  };
  // A config may require helpers (path, a preset's name): names stay names.
  var path = {
    join: function () { return Array.prototype.join.call(arguments, '/').replace(/\/+/g, '/'); },
    resolve: function () { var parts = Array.prototype.slice.call(arguments); return parts.join('/').replace(/\/+/g, '/'); },
    dirname: function (p) { return String(p).replace(/\/[^/]*$/, ''); },
    basename: function (p) { return String(p).replace(/^.*\//, ''); },
    sep: '/',
  };
  function require(name) {
    if (name === 'path') return path;
    return new Proxy(function () { return {}; }, { get: function (t, key) { return key === 'default' ? t : undefined; } });
  }
  require.resolve = function (name) { return name; };
  var module = { exports: {} };
  var process = { env: { NODE_ENV: 'development', BABEL_ENV: 'development' }, cwd: function () { return dirname; } };
  Function('module', 'exports', 'require', '__filename', '__dirname', 'process', source)
    .call(module.exports, module, module.exports, require, filename, dirname, process);
  var config = module.exports && module.exports.__esModule ? module.exports.default : module.exports;
  if (typeof config === 'function') config = config(api);
  // Plugins may be functions or required objects: keep only names and options.
  function plain(value) {
    if (typeof value === 'function') return '[function]';
    if (value instanceof RegExp) return String(value);
    if (Array.isArray(value)) return value.map(plain);
    if (value && typeof value === 'object') {
      var out = {};
      for (var key in value) out[key] = plain(value[key]);
      return out;
    }
    return value;
  }
  return JSON.stringify(plain(config || {}));
})
