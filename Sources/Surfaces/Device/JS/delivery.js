// The objects handlers receive (DeliveryObject.swift): payload and notification are
// materialised from the natives on first read. Returns `deliver`, whose parameters after the
// first 12 are the action's argument leaves, one per JSONShapeBuilders.maxArgumentLeaves.
(function (native) {
  'use strict';
  const box = Symbol('delivery'), slot = Symbol('slot');
  const settle = (object, key, value) => { Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true }); return value; };
  class Delivery {
    constructor(b, i, type, action, actionIdentifier, category, actionTitle, foreground, userText, replayed, appState) {
      this[box] = b; this[slot] = i;
      this.type = type; this.action = action; this.actionIdentifier = actionIdentifier; this.category = category;
      this.actionTitle = actionTitle; this.foreground = foreground; this.userText = userText;
      this.replayed = replayed; this.appState = appState;
    }
    get payload() { return settle(this, 'payload', native.payload(this[box], this[slot])); }
    set payload(value) { settle(this, 'payload', value); }
    get notification() { return settle(this, 'notification', native.notification(this[box], this[slot])); }
    set notification(value) { settle(this, 'notification', value); }
    toJSON() { return Object.assign({ payload: this.payload, notification: this.notification }, this); }
  }
  // Explicit parameters (no rest/spread): this runs once per delivery. When `action` is a
  // function (a JSON value never is), it builds the action object from v0... (JSONShapeBuilders).
  return function deliver(fn, b, type, action, actionIdentifier, category, actionTitle, foreground, userText, replayed, appState, i,
                          v0, v1, v2, v3, v4, v5, v6, v7) {
    if (typeof action === 'function') action = action(v0, v1, v2, v3, v4, v5, v6, v7);
    return fn(new Delivery(b, i, type, action, actionIdentifier, category, actionTitle, foreground, userText, replayed, appState));
  };
})
