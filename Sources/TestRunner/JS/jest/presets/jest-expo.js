// What jest-expo's preset sets up after react-native's (`preset: 'jest-expo'`, `jest-expo/ios`,
// `jest-expo/android`) when the project has no jest-expo package of its own (docs/testing.md,
// "Presets"). Read from expo/expo packages/jest-expo: jest-preset.js (react-native's preset,
// then src/preset/setup.js), src/preset/setup.js (the globals, the NativeModules additions,
// the jest.mock calls) and src/preset/moduleMocks/expoModules.js (NativeUnimoduleProxy's shape).
// Called with (jest, RN, rn) after react-native.js, rn being what that returned.
(function (jest, RN, rn) {
  'use strict';
  const NativeModules = rn.NativeModules;
  if (typeof globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ === 'undefined') {
    globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: true,
      renderers: { values: () => [] },
      on() {},
      off() {},
    };
    globalThis.window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  }
  // A fresh pair of mocks at each read, as the preset's getter makes them.
  const mockImageLoader = {
    configurable: true,
    enumerable: true,
    get: () => ({
      prefetchImage: jest.fn(),
      getSize: jest.fn((uri, success) => process.nextTick(() => success(320, 240))),
    }),
  };
  Object.defineProperty(NativeModules, 'ImageLoader', mockImageLoader);
  Object.defineProperty(NativeModules, 'ImageViewManager', mockImageLoader);
  // The preset reads NativeModules.Linking, which react-native's mock does not have.
  Object.defineProperty(NativeModules, 'LinkingManager', { configurable: true, enumerable: true, get: () => undefined });

  // expoModules.js's NativeUnimoduleProxy through setup.js's mock(): a promise-returning
  // callMethod, its constants with the development experience URL. (The per-module method
  // lists of exportedMethods are not carried: jshost's Expo surfaces stand for the modules.)
  const nativeUnimoduleProxy = {
    callMethod: jest.fn(() => Promise.resolve()),
    exportedMethods: {},
    modulesConstants: { ExponentConstants: { experienceUrl: 'exp://192.168.1.200:8081' } },
    viewManagersMetadata: {},
  };
  Object.defineProperty(NativeModules, 'NativeUnimoduleProxy', { configurable: true, enumerable: true, get: () => nativeUnimoduleProxy });

  // The jest.mock calls of setup.js. Modules the project does not have are mocked as
  // virtual ones (under jest-expo they are installed with it); expo-file-system only when
  // installed, as the preset's try/catch does.
  function mockEvenIfAbsent(name, factory) {
    try { jest.mock(name, factory); } catch (error) { jest.mock(name, factory, { virtual: true }); }
  }
  mockEvenIfAbsent('expo/src/async-require/messageSocket', () => undefined);
  try {
    jest.mock('expo-file-system', () => ({
      downloadAsync: jest.fn(() => Promise.resolve({ md5: 'md5', uri: 'uri' })),
      getInfoAsync: jest.fn(() => Promise.resolve({ exists: true, md5: 'md5', uri: 'uri' })),
      readAsStringAsync: jest.fn(() => Promise.resolve()),
      writeAsStringAsync: jest.fn(() => Promise.resolve()),
      deleteAsync: jest.fn(() => Promise.resolve()),
      moveAsync: jest.fn(() => Promise.resolve()),
      copyAsync: jest.fn(() => Promise.resolve()),
      makeDirectoryAsync: jest.fn(() => Promise.resolve()),
      readDirectoryAsync: jest.fn(() => Promise.resolve()),
      createDownloadResumable: jest.fn(() => Promise.resolve()),
    }));
  } catch (error) { /* not installed */ }
  mockEvenIfAbsent('@react-native/assets-registry/registry', () => ({
    registerAsset: jest.fn(() => 1),
    getAssetByID: jest.fn(() => ({
      fileSystemLocation: '/full/path/to/directory',
      httpServerLocation: '/assets/full/path/to/directory',
      scales: [1],
      fileHashes: ['md5'],
      name: 'name',
      exists: true,
      type: 'type',
      hash: 'md5',
      uri: 'uri',
      width: 1,
      height: 1,
    })),
  }));
  const LogBox = { ignoreLogs: (patterns) => {}, ignoreAllLogs: (value) => {}, install: () => {}, uninstall: () => {} };
  Object.defineProperty(RN, 'LogBox', { configurable: true, enumerable: true, writable: true, value: LogBox });

  // expo-modules-core's installExpoGlobalPolyfill: the web implementations of globalThis.expo.
  if (typeof globalThis.expo !== 'object' || globalThis.expo === null) {
    class EventEmitter {
      constructor() { this._listeners = new Map(); }
      addListener(eventName, listener) {
        if (!this._listeners.has(eventName)) this._listeners.set(eventName, new Set());
        this._listeners.get(eventName).add(listener);
        return { remove: () => this.removeListener(eventName, listener) };
      }
      removeListener(eventName, listener) { const set = this._listeners.get(eventName); if (set) set.delete(listener); }
      removeAllListeners(eventName) { this._listeners.delete(eventName); }
      emit(eventName, ...args) { for (const listener of [...(this._listeners.get(eventName) || [])]) listener(...args); }
      listenerCount(eventName) { const set = this._listeners.get(eventName); return set ? set.size : 0; }
    }
    class NativeModule extends EventEmitter {}
    class SharedObject extends EventEmitter { release() {} }
    class SharedRef extends SharedObject {}
    globalThis.expo = { EventEmitter, NativeModule, SharedObject, SharedRef, modules: {} };
  }
})
