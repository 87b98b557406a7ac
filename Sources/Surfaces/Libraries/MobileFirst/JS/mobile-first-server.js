// MobileFirst adapters beside the app (MobileFirstSurface.swift, docs/surfaces.md "Adapters"):
// the server-side `WL` an adapter's -impl.js sees (WL.Server's push API, WL.Logger), bound
// to the simulated device the app runs on. What an adapter sends is pushed to that device.
//
// native.push(json, format) → notification id or null, native.log(level, message),
// native.procedure(adapter, expression) → the value of a procedure call in that adapter's scope.
// Called with the natives and the client's backend (JS/mobile-first.js).
(function (native, backend) {
  'use strict';
  const adapters = {};        // name -> {name, eventSources: {name: options}, evaluate(expression)}
  const tags = [];

  const levels = { trace: 'debug', debug: 'debug', log: 'log', info: 'info', warn: 'warn', error: 'error', fatal: 'error' };
  const format = (args) => args.map((a) => (typeof a === 'string' ? a : (() => { try { return JSON.stringify(a); } catch (e) { return String(a); } })())).join(' ');

  // The deliverable form of a user's device subscription to an event source.
  function subscriptionOf(source, userId) {
    const alias = backend.subscribed[source];
    if (alias === undefined) return null;
    // The simulated device is every user's until the app logs in; then only its user's.
    if (backend.user !== null && userId !== undefined && String(userId) !== backend.user) return null;
    const user = userId === undefined ? backend.user : String(userId);
    return {
      userId: user, eventSource: source, alias,
      getDeviceSubscriptions() { return [{ alias, eventSource: source, platform: native.platform === 'ios' ? 'Apple' : 'Google', deviceId: 'jshost-device' }]; },
    };
  }

  function serverWL(adapterName) {
    const logger = {};
    for (const level of Object.keys(levels)) {
      logger[level] = (...args) => native.log(levels[level], '[' + adapterName + '] ' + format(args));
    }
    const adapter = adapters[adapterName];
    const Server = {
      // WL.Server.createEventSource({name, onDeviceSubscribe, onDeviceUnsubscribe, securityTest, poll})
      createEventSource(options) {
        if (!options || typeof options.name !== 'string') throw new TypeError('WL.Server.createEventSource: options.name must be a string');
        adapter.eventSources[options.name] = options;
      },
      // {APNS, GCM, MPNS, WNS} parts of one notification, as the 7.x server builds them.
      createDefaultNotification(notificationText, badge, customPayload) {
        const text = notificationText === undefined || notificationText === null ? '' : String(notificationText);
        const payload = customPayload === undefined ? {} : customPayload;
        return {
          APNS: { alert: text, badge: badge === undefined ? 1 : badge, sound: '', payload },
          GCM: { alert: text, payload, sound: '' },
          MPNS: { raw: { payload } },
          WNS: { toast: { visual: { binding: { text: text } } } },
        };
      },
      getUserNotificationSubscription(eventSource, userId) { return subscriptionOf(String(eventSource), userId); },
      notifyAllDevices(userSubscription, notification) {
        if (!userSubscription || !userSubscription.eventSource) throw new TypeError('WL.Server.notifyAllDevices: the user subscription is ' + userSubscription);
        const current = backend.subscribed[userSubscription.eventSource];
        if (current === undefined) return;
        // The server names the subscription's alias in the payload the device receives
        // (worklight.js __onmessage routes by `payload.alias`).
        const sent = JSON.parse(JSON.stringify(notification));
        for (const part of [sent.APNS, sent.GCM]) {
          if (part && typeof part === 'object') part.payload = Object.assign({}, part.payload, { alias: current });
        }
        native.push(JSON.stringify(sent), 'mobilefirst7');
      },
      notifyDeviceSubscription(deviceSubscription, notification) {
        Server.notifyAllDevices(subscriptionOf(deviceSubscription && deviceSubscription.eventSource || ''), notification);
      },
      notifyDeviceToken(token, notification) { native.push(JSON.stringify(notification), 'mobilefirst7'); },
      // WL.Server.sendMessage(applicationId, {message, settings, target}): broadcast, tags, users, devices.
      sendMessage(applicationId, options) {
        const target = (options && options.target) || {};
        if (Array.isArray(target.tagNames) && !target.tagNames.some((t) => backend.tags.indexOf(String(t).trim()) >= 0)) return;
        if (Array.isArray(target.userIds) && !target.userIds.some((u) => backend.user === null || String(u) === backend.user)) return;
        if (Array.isArray(target.deviceIds) && target.deviceIds.indexOf('jshost-device') < 0) return;
        if (Array.isArray(target.platforms) && !target.platforms.some((p) => (p === 'A') === (native.platform === 'ios'))) return;
        native.push(JSON.stringify(options || {}), 'mobilefirst8');
      },
      getActiveUser() { return backend.user === null ? null : { userId: backend.user, displayName: backend.user }; },
      getClientRequest() { return { getHeader() { return null; } }; },
      configuration: {},
    };
    return { Server, Logger: logger };
  }

  return {
    // Registers adapter `name`; returns the WL its -impl.js runs with.
    adapter(name) {
      adapters[name] = adapters[name] || { name, eventSources: {} };
      return serverWL(name);
    },
    // The client subscribed to (or unsubscribed from) "Adapter.EventSource": its handler runs.
    deviceSubscribed(source, subscribed) {
      const dot = source.indexOf('.');
      const adapter = adapters[source.slice(0, dot)];
      const options = adapter && adapter.eventSources[source.slice(dot + 1)];
      const name = options && (subscribed ? options.onDeviceSubscribe : options.onDeviceUnsubscribe);
      if (typeof name !== 'string' && typeof name !== 'function') return;
      const user = subscriptionOf(source) || { userId: backend.user, eventSource: source };
      const device = { alias: backend.subscribed[source], eventSource: source, deviceId: 'jshost-device' };
      const fn = typeof name === 'function' ? name : native.procedure(adapter.name, name);
      if (typeof fn === 'function') fn(user, device);
    },
    // WL.Client.invokeProcedure: the procedure of a loaded adapter, with its parameters.
    invoke(adapterName, procedure, parameters) {
      if (!adapters[adapterName]) throw new Error('no adapter ' + adapterName + ' is loaded');
      const fn = native.procedure(adapterName, String(procedure));
      if (typeof fn !== 'function') throw new Error(adapterName + ' has no procedure ' + procedure);
      return fn.apply(null, parameters);
    },
    tags() { return tags.slice(); },
  };
})
