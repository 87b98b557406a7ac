// Defines SDK globals that load their surface on first use (SurfaceInstaller.swift):
// called with the global names and the function that loads them.
(function (names, load) {
  'use strict';
  let loaded = false;
  const ready = () => {
    if (loaded) return;
    loaded = true;
    for (const n of names) delete globalThis[n];
    load();
  };
  for (const name of names) {
    Object.defineProperty(globalThis, name, {
      configurable: true, enumerable: false,
      get() { ready(); return globalThis[name]; },
      set(value) { ready(); globalThis[name] = value; },
    });
  }
})
