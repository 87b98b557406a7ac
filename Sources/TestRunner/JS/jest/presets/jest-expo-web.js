// What jest-expo's web and node presets set up (`jest-expo/web`, `jest-expo/node` and those
// projects of `jest-expo/universal`) when the project has no jest-expo package of its own
// (docs/testing.md, "Presets"). Read from expo/expo packages/jest-expo: config/getPlatformPreset.js
// (getBaseWebPreset replaces react-native's setup files by src/preset/setup-web.js alone, so
// none of react-native's or jest-expo's native mocks are made) and src/preset/setup-web.js.
// Called once per test file, before the project's setup files.
(function () {
  'use strict';
  globalThis.__DEV__ = true;
  // setup-web.js: "Workaround undefined ShadowRoot in react-native-web".
  globalThis.ShadowRoot = function () {};
})
