// The JavaScript half of the Marigold surface (MarigoldSurface.swift). Evaluated once per
// device and called with its natives.
(function (native) {
  'use strict';
  const describe = value => { try { return JSON.stringify(value); } catch { return String(value); } };
  // The package's entry (sailthru/sailthru-mobile-react-native-sdk src/index.js @ 8772391) exports
  // exactly four TurboModules, each with the methods its src/NativeRN*.ts spec declares, plus
  // the helper constructors index.js adds. Void methods record a log effect; promise ones
  // record and resolve with what a freshly installed device reports. The package's JS API has
  // no action-tapped listener; jshost's own is in the module `jshost/marigold` (below).
  const call = (name, value) => function (...args) {
    native.record(name + '(' + args.map(describe).join(', ') + ')');
    return value === undefined ? undefined : Promise.resolve(typeof value === 'function' ? value(...args) : value);
  };
  const VOID = undefined;
  // NativeRNMarigold.ts
  const Marigold = {
    updateLocation: call('updateLocation', VOID),
    getDeviceID: call('getDeviceID', 'jshost-marigold-device'),
    setGeoIPTrackingEnabled: call('setGeoIPTrackingEnabled', null),
    setCrashHandlersEnabled: call('setCrashHandlersEnabled', VOID),
    registerForPushNotifications: call('registerForPushNotifications', VOID),
    syncNotificationSettings: call('syncNotificationSettings', VOID),
    setInAppNotificationsEnabled: call('setInAppNotificationsEnabled', VOID),
  };
  // NativeRNCheetah.ts
  const Cheetah = { logRegistrationEvent: call('Cheetah.logRegistrationEvent', null) };
  // NativeRNMessageStream.ts: an empty stream (no in-app messages arrive off-device).
  const MessageStream = {
    notifyInAppHandled: call('MessageStream.notifyInAppHandled', VOID),
    useDefaultInAppNotification: call('MessageStream.useDefaultInAppNotification', VOID),
    getMessage(messageId) {
      native.record('MessageStream.getMessage(' + describe(messageId) + ')');
      return Promise.reject(new Error('No message with id ' + messageId + ' in the stream'));
    },
    getMessages: call('MessageStream.getMessages', () => []),
    getUnreadCount: call('MessageStream.getUnreadCount', 0),
    markMessageAsRead: call('MessageStream.markMessageAsRead', null),
    removeMessage: call('MessageStream.removeMessage', null),
    presentMessageDetail: call('MessageStream.presentMessageDetail', VOID),
    dismissMessageDetail: call('MessageStream.dismissMessageDetail', VOID),
    registerMessageImpression: call('MessageStream.registerMessageImpression', VOID),
    clearMessages: call('MessageStream.clearMessages', null),
    // A codegen EventEmitter: a subscription, which nothing fires off-device.
    onInAppNotification(handler) { return { remove() {} }; },
  };
  // NativeRNEngageBySailthru.ts
  let profileVars = {};
  const EngageBySailthru = {
    setAttributes: call('EngageBySailthru.setAttributes', null),
    removeAttribute: call('EngageBySailthru.removeAttribute', null),
    clearAttributes: call('EngageBySailthru.clearAttributes', null),
    logEvent: call('EngageBySailthru.logEvent', VOID),
    setUserId: call('EngageBySailthru.setUserId', null),
    setUserEmail: call('EngageBySailthru.setUserEmail', null),
    trackClick: call('EngageBySailthru.trackClick', null),
    trackPageview: call('EngageBySailthru.trackPageview', null),
    trackImpression: call('EngageBySailthru.trackImpression', null),
    setProfileVars: call('EngageBySailthru.setProfileVars', (vars) => { profileVars = Object.assign({}, vars); return null; }),
    getProfileVars: call('EngageBySailthru.getProfileVars', () => Object.assign({}, profileVars)),
    logPurchase: call('EngageBySailthru.logPurchase', null),
    logAbandonedCart: call('EngageBySailthru.logAbandonedCart', null),
    clearEvents: call('EngageBySailthru.clearEvents', null),
  };

  // What index.js adds, with its argument checks and messages.
  const isInteger = v => typeof v === 'number' && isFinite(v) && Math.floor(v) === v;
  const isDate = v => v instanceof Date && v.toString() !== 'Invalid Date';
  const arrayOf = (key, value, accepts, what, map = v => v) => {
    if (!Array.isArray(value)) throw new TypeError(key + ' is not an array');
    const array = [];
    for (const i in value) {
      if (!accepts(value[i])) throw new TypeError(key + ': value at index ' + i + ' is not ' + what);
      array.push(map(value[i]));
    }
    return array;
  };
  EngageBySailthru.AttributeMap = function () {
    this.MergeRules = { Update: 0, Replace: 1 };
    this.mergeRule = this.MergeRules.Update;
    this.attributes = {};
    this.getAttributes = function () { return { attributes: this.attributes, mergeRule: this.mergeRule }; };
    this.get = function (key) { return this.attributes[key] || null; };
    this.remove = function (key) { delete this.attributes[key]; };
    this.setMergeRule = function (rule) {
      if (rule === this.MergeRules.Update || rule === this.MergeRules.Replace) { this.mergeRule = rule; return; }
      throw new TypeError('Invalid merge rule');
    };
    const single = (type, accepts, message, map = v => v) => function (key, value) {
      if (!accepts(value)) throw new TypeError(key + message);
      this.attributes[key] = { type, value: map(value) };
    };
    const list = (type, accepts, what, map) => function (key, value) {
      this.attributes[key] = { type, value: arrayOf(key, value, accepts, what, map) };
    };
    this.setString = single('string', v => typeof v === 'string', ' is not a string');
    this.setStringArray = list('stringArray', v => typeof v === 'string', 'a string');
    this.setInteger = single('integer', isInteger, ' is not an integer');
    this.setIntegerArray = list('integerArray', isInteger, 'an integer');
    this.setBoolean = single('boolean', v => typeof v === 'boolean', ' is not a boolean');
    this.setFloat = single('float', v => typeof v === 'number', ' is not a number');
    this.setFloatArray = list('floatArray', v => typeof v === 'number', 'a number');
    this.setDate = single('date', isDate, ' is not a valid Date object', d => d.getTime());
    this.setDateArray = list('dateArray', isDate, 'a Date', d => d.getTime());
  };
  MessageStream.MessageImpressionType = { StreamView: 1, DetailView: 2, InAppView: 0 };
  const check = (ok, value, message) => { if (!ok) throw new TypeError(value + message); return value; };
  const objectSetter = (field) => function (value) { this[field] = check(typeof value === 'object', value, ' is not a valid object'); };
  const listOf = (value, what) => {
    if (!Array.isArray(value)) throw new TypeError(value + ' is not an array');
    const array = [];
    for (const i in value) {
      if (typeof value[i] !== 'object') throw new TypeError('value at index ' + i + ' is not ' + what);
      array.push(value[i]);
    }
    return array;
  };
  EngageBySailthru.PurchaseItem = function (quantity, title, price, id, url) {
    this.qty = check(isInteger(quantity), quantity, ' is not an integer');
    this.title = check(typeof title === 'string', title, ' is not a string');
    this.price = check(isInteger(price), price, ' is not an integer');
    this.id = check(typeof id === 'string', id, ' is not a string');
    this.url = check(typeof url === 'string', url, ' is not a string');
    this.setTags = function (tags) {
      if (!Array.isArray(tags)) throw new TypeError(tags + ' is not an array');
      const array = [];
      for (const i in tags) {
        if (typeof tags[i] !== 'string') throw new TypeError('value at index ' + i + ' is not a string');
        array.push(tags[i]);
      }
      this.tags = array;
    };
    this.setVars = objectSetter('vars');
    this.setImages = function (images) {
      if (typeof images !== 'object') throw new TypeError(images + ' is not a valid object');
      const imageMap = {};
      for (const size of ['full', 'thumb']) {
        if (typeof images[size] === 'object' && typeof images[size].url === 'string') imageMap[size] = { url: images[size].url };
      }
      this.images = imageMap;
    };
  };
  EngageBySailthru.PurchaseAdjustment = function (title, price) {
    this.title = check(typeof title === 'string', title, ' is not a string');
    this.price = check(isInteger(price), price, ' is not an integer');
  };
  EngageBySailthru.Purchase = function (purchaseItems) {
    this.items = listOf(purchaseItems, 'a purchase item');
    this.setVars = objectSetter('vars');
    this.setMessageId = function (messageId) { this.message_id = check(typeof messageId === 'string', messageId, ' is not a string'); };
    this.setPurchaseAdjustments = function (adjustments) { this.adjustments = listOf(adjustments, 'a purchase adjustment'); };
  };
  // module.exports (CommonJS, no __esModule): a default import is this object itself.
  const exports = { Marigold, EngageBySailthru, MessageStream, Cheetah };
  // `jshost/marigold`, a jshost extension: the JS form of the Android SDK's
  // NotificationActionTappedListener, (payload, title, category, actionState).
  const jshost = { addNotificationActionTappedListener(fn) { return native.addListener(fn); }, __esModule: true };
  return { exports, jshost };
})
