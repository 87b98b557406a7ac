// An in-memory @react-native-async-storage/async-storage for apps that import it without
// having it installed: the API of its src/AsyncStorage.native.ts (every method takes an
// optional Node-style callback and returns a promise; mergeItem/multiMerge merge JSON
// objects deeply, as src/helpers.ts mergeLocalStorageItem does) over one Map that lives as
// long as the run. As its jest/async-storage-mock.js, nothing is written to disk.
(function (natives) {
  'use strict';
  var store = new Map();
  function done(callback, error, value) {
    if (typeof callback === 'function') callback(error || null, value);
    return error ? Promise.reject(error) : Promise.resolve(value);
  }
  function checkKey(key) {
    if (typeof key !== 'string') {
      console.warn('[AsyncStorage] Using ' + typeof key + ' type for key is not supported. This can lead to unexpected behavior/errors. Use string instead.\nKey passed: ' + key + '\n');
    }
  }
  function checkValue(key, value) {
    if (typeof value !== 'string') {
      console.warn('[AsyncStorage] The value for key "' + key + '" is not a string. This can lead to unexpected behavior/errors. Consider stringifying it.\nPassed value: ' + value + '\nPassed key: ' + key + '\n');
    }
  }
  function isObject(value) { return value !== null && typeof value === 'object' && !Array.isArray(value); }
  function deepMerge(target, source) {
    var out = Object.assign({}, target);
    Object.keys(source).forEach(function (key) {
      out[key] = isObject(target[key]) && isObject(source[key]) ? deepMerge(target[key], source[key]) : source[key];
    });
    return out;
  }
  function merge(key, value) {
    var old = store.get(key);
    if (old === undefined) { store.set(key, value); return; }
    var merged = deepMerge(JSON.parse(old), JSON.parse(value));
    store.set(key, JSON.stringify(merged));
  }
  function attempt(callback, work) {
    var value;
    try { value = work(); } catch (error) { return done(callback, error); }
    return done(callback, null, value);
  }
  var AsyncStorage = {
    getItem: function (key, callback) {
      checkKey(key);
      return attempt(callback, function () { var v = store.get(key); return v === undefined ? null : v; });
    },
    setItem: function (key, value, callback) {
      checkKey(key); checkValue(key, value);
      return attempt(callback, function () { store.set(key, value); });
    },
    removeItem: function (key, callback) {
      checkKey(key);
      return attempt(callback, function () { store.delete(key); });
    },
    mergeItem: function (key, value, callback) {
      checkKey(key); checkValue(key, value);
      return attempt(callback, function () { merge(key, value); });
    },
    clear: function (callback) { return attempt(callback, function () { store.clear(); }); },
    getAllKeys: function (callback) { return attempt(callback, function () { return Array.from(store.keys()); }); },
    flushGetRequests: function () {},
    multiGet: function (keys, callback) {
      return attempt(callback, function () {
        return keys.map(function (key) { var v = store.get(key); return [key, v === undefined ? null : v]; });
      });
    },
    multiSet: function (pairs, callback) {
      return attempt(callback, function () { pairs.forEach(function (p) { checkKey(p[0]); checkValue(p[0], p[1]); store.set(p[0], p[1]); }); });
    },
    multiRemove: function (keys, callback) {
      return attempt(callback, function () { keys.forEach(function (key) { store.delete(key); }); });
    },
    multiMerge: function (pairs, callback) {
      return attempt(callback, function () { pairs.forEach(function (p) { merge(p[0], p[1]); }); });
    },
  };
  function useAsyncStorage(key) {
    return {
      getItem: function (callback) { return AsyncStorage.getItem(key, callback); },
      setItem: function (value, callback) { return AsyncStorage.setItem(key, value, callback); },
      mergeItem: function (value, callback) { return AsyncStorage.mergeItem(key, value, callback); },
      removeItem: function (callback) { return AsyncStorage.removeItem(key, callback); },
    };
  }
  return { exports: { __esModule: true, default: AsyncStorage, useAsyncStorage: useAsyncStorage } };
})
