// The built-ins jshost's own page code (cordova.js, the MobileFirst and Salesforce layers)
// uses, taken when the device starts, before any page script: a page's classic script may
// declare `var Map = function () {…}` (or Promise, Set, JSON helpers) on the global object,
// and the SDK layers must still work as a WebView's native bridge, which page scripts cannot
// reach, does. Each layer destructures what it needs from this object.
({
  Map, Set, WeakMap, Promise, JSON, Object, Array, Error, TypeError, RangeError, String, Number, Boolean,
  Symbol, Reflect, Date, RegExp, Math, parseInt, parseFloat, isNaN, encodeURIComponent, decodeURIComponent,
  setTimeout, clearTimeout,
})
