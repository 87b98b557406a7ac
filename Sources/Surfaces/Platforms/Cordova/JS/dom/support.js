// The page DOM's shared helpers (docs/pages.md): the one NotSupportedError for what needs
// layout or rendering, errors reported at the page's own line, and small utilities.
// The DOM is the JS/dom/*.js files, each a function that adds its part to one shared
// object `dom`, evaluated in order (CordovaSurface.domFiles); window.js returns the
// entry points. `dom.native` holds the host's natives.
(function (dom) {
  'use strict';

  const g = globalThis;
  const hidden = (object, name, value) => Object.defineProperty(object, name, { value, writable: true, configurable: true, enumerable: false });
  // MARK: Not supported

  class NotSupportedError extends Error {
    constructor(what) {
      super("jshost's page DOM has no layout or rendering: " + what + ' is not available (docs/pages.md lists what is)');
      this.name = 'NotSupportedError';
      userFrame(this);
    }
  }
  const userFrame2 = (e) => { userFrame(e); return e; };
  // An error thrown from inside the DOM is reported where the page's code called it.
  function userFrame(error) {
    const frames = String(error.stack || '').split('\n');
    const own = frames.filter((f) => !/@jshost:|^jshost:|^[^@]*$/.test(f) || /@(?!jshost:)/.test(f));
    const user = own.find((f) => /@(?!jshost:).+:\d+:\d+$/.test(f));
    if (!user) return;
    const m = /@(.+):(\d+):(\d+)$/.exec(user);
    Object.defineProperty(error, 'sourceURL', { value: m[1], configurable: true, writable: true });
    Object.defineProperty(error, 'line', { value: Number(m[2]), configurable: true, writable: true });
    Object.defineProperty(error, 'column', { value: Number(m[3]), configurable: true, writable: true });
    Object.defineProperty(error, 'stack', { value: frames.filter((f) => !/@jshost:/.test(f) && f !== '').join('\n'), configurable: true, writable: true });
  }
  const unsupported = (what) => function () { throw new NotSupportedError(what); };
  const unsupportedGetters = (proto, owner, names) => {
    for (const name of names) {
      Object.defineProperty(proto, name, { get: unsupported(owner + '.' + name), set: unsupported(owner + '.' + name), configurable: true });
    }
  };

  function domException(name, message) { const e = new Error(message); e.name = name; return e; }
  function camel(name) { return name.replace(/-([a-z])/g, (_, c) => c.toUpperCase()); }
  function kebab(name) { return name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()); }

  // How many MutationObserver registrations exist: tree edits report to observers.js only then.
  dom.observing = 0;
  // Bumped by every change to the tree, attributes or text: computed styles are cached per generation.
  dom.generation = 0;
  // Bumped when a style sheet may have changed (a <style> or <link>, the viewport's media).
  dom.sheetsGeneration = 0;
  Object.assign(dom, { g, hidden, NotSupportedError, userFrame, userFrame2, unsupported, unsupportedGetters, domException, camel, kebab });
})
