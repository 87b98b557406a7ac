// For real Jest only (jest-expo is not installed here): what jest-expo's
// src/preset/setup-web.js sets, which jshost's built-in web and node presets set too.
global.__DEV__ = true;
global.ShadowRoot = function () {};
