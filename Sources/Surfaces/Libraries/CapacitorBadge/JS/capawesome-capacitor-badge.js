// @capawesome/capacitor-badge (CapacitorBadgeSurface.swift): its plugin object as
// registerPlugin('Badge') gives it (capawesome-team/capacitor-plugins packages/badge/src/
// index.ts), made by Capacitor's core (Platforms/Capacitor/JS/capacitor-core.js). Its native
// plugin exists once the package is installed, which importing it stands for here: only then
// does Capacitor.Plugins list it. Called with the core's JS face; returns the module.
(function (capacitor) {
  'use strict';

  const Badge = capacitor.definePlugin('Badge', ['get', 'set', 'increase', 'decrease', 'clear', 'isSupported',
    'checkPermissions', 'requestPermissions']);

  return { Badge };
})
