// Module mocking, the basics of Jest's: jest.mock(name, factory) — hoisted above the
// file's imports and requires as babel-jest does — jest.doMock (not hoisted),
// jest.unmock / dontMock, jest.requireActual, and __mocks__ folders (next to a file, used
// by jest.mock(name); in the root, used for packages and built-ins without one). The module loader asks `replacement(key)`
// (key: a built-in's name or a file's absolute path) before it loads a module, once a
// mock exists. Adds `jest.modules`.
(function (jest) {
  'use strict';
  var natives = jest.natives;
  var registry = new Map();   // key → {factory, made, exports, hoisted}
  var enabled = false;
  var hoisting = false;

  function isRelative(name) { return name[0] === '.' || name[0] === '/'; }
  // The __mocks__ file for `name` (resolved to `key`): next to the file for a relative
  // module, in the root's __mocks__ folder for a package or built-in; or null.
  function mocksFile(name, key) {
    if (isRelative(name)) {
      var slash = key.lastIndexOf('/');
      var candidate = key.slice(0, slash) + '/__mocks__/' + key.slice(slash + 1);
      return natives.fileExists(candidate) ? candidate : null;
    }
    return rootMocks().has(name) ? rootMocks().get(name) : null;
  }
  var rootMockFiles = null;
  function rootMocks() {
    if (!rootMockFiles) rootMockFiles = new Map(JSON.parse(natives.rootMocks()));
    return rootMockFiles;
  }
  function fromFile(path) { return function () { return natives.requireActual(path); }; }

  function register(name, factory, hoist) {
    if (typeof name !== 'string') throw new TypeError('jest.mock(moduleName, factory): moduleName must be a string');
    var key = natives.moduleKey(name);
    if (typeof factory !== 'function') {
      var file = mocksFile(name, key);
      if (!file) {
        throw new Error('jest.mock(' + JSON.stringify(name) + ') without a factory needs a __mocks__ file (automocks are not supported by jshost yet); add one, or pass a factory: jest.mock(' + JSON.stringify(name) + ', () => ({ … }))');
      }
      factory = fromFile(file);
    }
    var entry = registry.get(key);
    if (entry && entry.hoisted && !hoist) {
      // The file's own jest.mock call, after the hoisted copy: its factory (which sees the
      // file's variables) is used if the module has not been made yet.
      entry.hoisted = false;
      if (!entry.made) entry.factory = factory;
      return;
    }
    registry.set(key, { factory: factory, made: false, exports: undefined, hoisted: hoist });
    if (!enabled) { natives.enableModuleMocks(); enabled = true; }
  }
  function replacement(key) {
    var entry = registry.get(key);
    // While the factory runs, the module it asks for is the real one.
    if (!entry || entry.making) return undefined;
    if (!entry.made) {
      entry.making = true;
      try { entry.exports = entry.factory(); } finally { entry.making = false; }
      entry.made = true;
    }
    return entry.exports;
  }
  // Files in the root's __mocks__ folder mock their package (or jshost built-in) for
  // every test file, without a jest.mock call, as Jest does for node_modules packages.
  function start() {
    rootMocks().forEach(function (path, name) {
      var key;
      try { key = natives.moduleKey(name); } catch (e) { return; }
      if (key.indexOf('/node_modules/') < 0 && key[0] === '/') return;
      if (!registry.has(key)) registry.set(key, { factory: fromFile(path), made: false, exports: undefined, hoisted: false });
      if (!enabled) { natives.enableModuleMocks(); enabled = true; }
    });
  }

  // The end of the call that starts at `start` (the index of its `(`), skipping strings,
  // template literals and comments; -1 when it does not end.
  function callEnd(source, start) {
    var depth = 0, i = start, n = source.length;
    while (i < n) {
      var c = source[i];
      if (c === '/' && source[i + 1] === '/') { i = source.indexOf('\n', i); if (i < 0) return -1; continue; }
      if (c === '/' && source[i + 1] === '*') { i = source.indexOf('*/', i + 2); if (i < 0) return -1; i += 2; continue; }
      if (c === '"' || c === "'" || c === '`') {
        var quote = c; i++;
        while (i < n && source[i] !== quote) { if (source[i] === '\\') i++; i++; }
        i++; continue;
      }
      if (c === '(' || c === '{' || c === '[') depth++;
      else if (c === ')' || c === '}' || c === ']') { depth--; if (depth === 0) return i + 1; }
      i++;
    }
    return -1;
  }
  // Runs the file's top-level `jest.mock(…)` statements before the file itself.
  function hoist(source, file) {
    var pattern = /(^|\n)([ \t]*)jest\.mock\(/g, m;
    hoisting = true;
    try {
      while ((m = pattern.exec(source)) !== null) {
        var start = m.index + m[1].length + m[2].length;
        var open = source.indexOf('(', start);
        var end = callEnd(source, open);
        if (end < 0) continue;
        var line = source.slice(0, start).split('\n').length;
        var code = source.slice(start, end);
        natives.evaluateAt(code, line);
        pattern.lastIndex = end;
      }
    } finally {
      hoisting = false;
    }
  }

  jest.modules = {
    mock: function (name, factory, options) {
      if (options && options.virtual) throw new Error('jest.mock(' + JSON.stringify(name) + ', factory, {virtual: true}) is not supported by jshost yet');
      register(name, factory, hoisting);
    },
    doMock: function (name, factory) { register(name, factory, false); },
    unmock: function (name) { registry.delete(natives.moduleKey(name)); },
    requireActual: function (name) { return natives.requireActual(name); },
    replacement: replacement,
    start: start,
    hoist: hoist
  };
})
