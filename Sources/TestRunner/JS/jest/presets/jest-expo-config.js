// `require('jest-expo/config')` in a Jest configuration file of a project without jest-expo
// (docs/testing.md, "Presets"): what expo/expo packages/jest-expo config/index.js exports,
// built on jshost's copies of the platform presets. Read from config/getPlatformPreset.js
// (getWebPreset, getNodePreset, getIOSPreset, getAndroidPreset: a fresh object at each call)
// and config/withWatchPlugins.js (a project's passWithNoTests moves to the top configuration).
// Called with the four presets' options as JSON text; returns the module's exports.
(function (presetsJSON) {
  'use strict';
  const presets = JSON.parse(presetsJSON);
  const fresh = (name) => () => JSON.parse(JSON.stringify(presets[name]));
  // jshost has no watch mode: no watch plugins are named.
  function getWatchPlugins() {
    return [];
  }
  function withWatchPlugins(given) {
    const { watchPlugins = [], ...config } = given;
    if (Array.isArray(config.projects)) {
      let projectsWantPass = false;
      config.projects = config.projects.map((project) => {
        if (project && typeof project === 'object' && 'passWithNoTests' in project) {
          const { passWithNoTests, ...rest } = project;
          projectsWantPass = projectsWantPass || passWithNoTests;
          return rest;
        }
        return project;
      });
      if (config.passWithNoTests === undefined || config.passWithNoTests === null) {
        config.passWithNoTests = projectsWantPass;
      }
    }
    return { ...config, watchPlugins: [...watchPlugins, ...getWatchPlugins(config)] };
  }
  function withTypescriptMapping() {
    throw new Error("jest-expo/config's withTypescriptMapping reads tsconfig.json's paths, which jshost's copy of "
      + 'jest-expo/config does not do: install jest-expo, or write those paths as moduleNameMapper entries');
  }
  return {
    getWatchPlugins,
    withWatchPlugins,
    withTypescriptMapping,
    getWebPreset: fresh('web'),
    getIOSPreset: fresh('ios'),
    getAndroidPreset: fresh('android'),
    getNodePreset: fresh('node'),
  };
})
