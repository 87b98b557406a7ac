// ListenerLedger.swift's half in JavaScript, for a library's glue: `track(api, kind, fn,
// library)` notes a listener the app adds (where: the app's frame on the stack now; when:
// the device's clock) and returns `{fn, remove}`: `fn` is what the library keeps, the app's
// own function reporting each call before it runs; `remove()` is called when the app (or
// the library, replacing a handler) takes it away. `kind` is the events the listener is
// for: `push` (a notification arriving), `tap` (a response) or `any`. A value that is not
// a function is handed on untouched (the library's own checks answer it).
(function (native) {
  'use strict';
  return function track(api, kind, fn, library) {
    if (typeof fn !== 'function') return { fn, remove() {} };
    const id = native.listenerAdded(api, kind, library === undefined ? null : library);
    let removed = false;
    const tracked = function () {
      native.listenerCalled(id);
      return fn.apply(this, arguments);
    };
    return {
      fn: tracked,
      remove() {
        if (removed) return;
        removed = true;
        native.listenerRemoved(id);
      },
    };
  };
})
