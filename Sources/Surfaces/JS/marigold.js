// The JavaScript half of the Marigold surface (MarigoldSurface.swift). Evaluated once per
// device and called with its natives.
(function (native) {
  'use strict';
  const describe = value => { try { return JSON.stringify(value); } catch { return String(value); } };
  // The package's JS API has no action-tapped listener (the native SDKs handle buttons);
  // jshost's own is in the module `jshost/marigold` (see `jshost` below).
  const Marigold = {
    getDeviceID() { native.record('getDeviceID()'); return Promise.resolve('jshost-marigold-device'); },
  };
  for (const name of native.methods) {
    Marigold[name] = function (...args) {
      native.record(name + '(' + args.map(describe).join(', ') + ')');
      return Promise.resolve(null);
    };
  }
  // The rest of the package's index.d.ts (sailthru/sailthru-mobile-react-native-sdk
  // src/index.d.ts): void methods record a log effect; promise ones record and resolve with
  // what an empty, freshly installed device would report.
  const call = (name, value) => function (...args) {
    native.record(name + '(' + args.map(describe).join(', ') + ')');
    return value === undefined ? undefined : Promise.resolve(typeof value === 'function' ? value() : value);
  };
  const VOID = undefined;
  if (!Marigold.updateLocation) Marigold.updateLocation = call('updateLocation', VOID);
  if (!Marigold.setCrashHandlersEnabled) Marigold.setCrashHandlersEnabled = call('setCrashHandlersEnabled', VOID);
  const MessageStream = {
    notifyInAppHandled: call('MessageStream.notifyInAppHandled', VOID),
    useDefaultInAppNotification: call('MessageStream.useDefaultInAppNotification', VOID),
    getMessages: call('MessageStream.getMessages', () => []),
    getUnreadCount: call('MessageStream.getUnreadCount', 0),
    markMessageAsRead: call('MessageStream.markMessageAsRead', null),
    removeMessage: call('MessageStream.removeMessage', null),
    presentMessageDetail: call('MessageStream.presentMessageDetail', VOID),
    dismissMessageDetail: call('MessageStream.dismissMessageDetail', VOID),
    registerMessageImpression: call('MessageStream.registerMessageImpression', VOID),
    clearMessages: call('MessageStream.clearMessages', null),
    MessageImpressionType: Object.freeze({ InAppView: 0, StreamView: 1, DetailView: 2 }),
  };
  class AttributeMap {
    constructor() { this.attributes = {}; this.mergeRule = AttributeMap.MergeRules.Update; }
    getAttributes() { return { attributes: this.attributes, mergeRule: this.mergeRule }; }
    get(key) { return key in this.attributes ? this.attributes[key].value : null; }
    remove(key) { delete this.attributes[key]; }
    setMergeRule(rule) { this.mergeRule = rule; }
  }
  AttributeMap.MergeRules = Object.freeze({ Update: 0, Replace: 1 });
  for (const [method, type] of [['setString', 'string'], ['setStringArray', 'stringArray'], ['setInteger', 'integer'],
    ['setIntegerArray', 'integerArray'], ['setBoolean', 'boolean'], ['setFloat', 'float'], ['setFloatArray', 'floatArray'],
    ['setDate', 'date'], ['setDateArray', 'dateArray']]) {
    AttributeMap.prototype[method] = function (key, value) { this.attributes[key] = { type, value }; };
  }
  class PurchaseAdjustment { constructor(title, price) { this.title = title; this.price = price; } }
  class PurchaseItem {
    constructor(quantity, title, price, id, url) { Object.assign(this, { quantity, title, price, id, url }); }
    setTags(tags) { this.tags = tags; }
    setVars(vars) { this.vars = vars; }
    setImages(images) { this.images = images; }
  }
  class Purchase {
    constructor(items) { this.items = items; }
    setVars(vars) { this.vars = vars; }
    setMessageId(id) { this.message_id = id; }
    setPurchaseAdjustments(adjustments) { this.adjustments = adjustments; }
  }
  let profileVars = {};
  const EngageBySailthru = {
    setAttributes: call('EngageBySailthru.setAttributes', null),
    removeAttribute: call('EngageBySailthru.removeAttribute', null),
    clearAttributes: call('EngageBySailthru.clearAttributes', null),
    logEvent: call('EngageBySailthru.logEvent', VOID),
    clearEvents: call('EngageBySailthru.clearEvents', null),
    setUserId: call('EngageBySailthru.setUserId', null),
    setUserEmail: call('EngageBySailthru.setUserEmail', null),
    trackClick: call('EngageBySailthru.trackClick', null),
    trackPageview: call('EngageBySailthru.trackPageview', null),
    trackImpression: call('EngageBySailthru.trackImpression', null),
    setProfileVars(vars) { profileVars = Object.assign({}, vars); return call('EngageBySailthru.setProfileVars', null)(vars); },
    getProfileVars() { return call('EngageBySailthru.getProfileVars', () => Object.assign({}, profileVars))(); },
    logPurchase: call('EngageBySailthru.logPurchase', null),
    logAbandonedCart: call('EngageBySailthru.logAbandonedCart', null),
    AttributeMap, PurchaseAdjustment, PurchaseItem, Purchase,
  };
  const exports = { Marigold, MessageStream, EngageBySailthru, default: Marigold, __esModule: true };
  // `jshost/marigold`, a jshost extension: the JS form of the Android SDK's
  // NotificationActionTappedListener, (payload, title, category, actionState).
  const jshost = { addNotificationActionTappedListener(fn) { return native.addListener(fn); }, __esModule: true };
  return { exports, jshost };
})
