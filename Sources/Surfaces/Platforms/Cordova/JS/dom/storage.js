// Web Storage: `localStorage` and `sessionStorage`, in memory for one run (each run starts
// empty, as a freshly installed app's WebView). Items are also properties
// (`localStorage.token = 'x'`), as in browsers.
(function (dom) {
  'use strict';
  const { hidden } = dom;

  class Storage {
    get length() { return this._items.size; }
    key(i) { const keys = [...this._items.keys()]; return i >= 0 && i < keys.length ? keys[i] : null; }
    getItem(k) { const v = this._items.get(String(k)); return v === undefined ? null : v; }
    setItem(k, v) { this._items.set(String(k), String(v)); }
    removeItem(k) { this._items.delete(String(k)); }
    clear() { this._items.clear(); }
  }
  function makeStorage() {
    const storage = Object.create(Storage.prototype);
    hidden(storage, '_items', new Map());
    const own = (key) => typeof key === 'string' && !(key in Storage.prototype) && key !== '_items';
    return new Proxy(storage, {
      get(target, key) {
        if (own(key) && target._items.has(key)) return target._items.get(key);
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
      set(target, key, value) { if (own(key)) target.setItem(key, value); else Reflect.set(target, key, value); return true; },
      has(target, key) { return (own(key) && target._items.has(key)) || key in target; },
      deleteProperty(target, key) { if (own(key)) target.removeItem(key); return true; },
      ownKeys(target) { return [...target._items.keys()]; },
      getOwnPropertyDescriptor(target, key) {
        if (own(key) && target._items.has(key)) return { value: target._items.get(key), writable: true, enumerable: true, configurable: true };
        return undefined;
      },
    });
  }

  Object.assign(dom, { Storage, makeStorage });
})
