// @capacitor/local-notifications (CapacitorLocalNotificationsSurface.swift): its plugin object
// as registerPlugin('LocalNotifications') gives it (ionic-team/capacitor-plugins
// local-notifications/src/index.ts), made by Capacitor's core (Platforms/Capacitor/JS/
// capacitor-core.js), and its `Weekday` enum. Called with the core's JS face; returns the module.
(function (capacitor) {
  'use strict';

  // schedule: a `Date` (or a date string) in `schedule.at` is sent as epoch milliseconds beside
  // the notifications, which keep it as an ISO string (what the plugins echo back).
  const prepare = {
    schedule(options) {
      const notifications = options && Array.isArray(options.notifications) ? options.notifications : null;
      if (!notifications) return [options, undefined];
      const at = notifications.map((n) => {
        const value = n && n.schedule ? n.schedule.at : undefined;
        if (value === undefined || value === null) return null;
        const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(String(value));
        return Number.isFinite(ms) ? ms : null;
      });
      const copy = notifications.map((n) => {
        if (!n || !n.schedule || !(n.schedule.at instanceof Date)) return n;
        return Object.assign({}, n, { schedule: Object.assign({}, n.schedule, { at: n.schedule.at.toISOString() }) });
      });
      return [Object.assign({}, options, { notifications: copy }), at];
    },
  };

  const LocalNotifications = capacitor.definePlugin('LocalNotifications', ['schedule', 'getPending', 'registerActionTypes', 'cancel',
    'areEnabled', 'getDeliveredNotifications', 'removeDeliveredNotifications', 'removeAllDeliveredNotifications', 'createChannel',
    'deleteChannel', 'listChannels', 'checkPermissions', 'requestPermissions', 'changeExactNotificationSetting',
    'checkExactNotificationSetting'], prepare);

  const Weekday = { Sunday: 1, Monday: 2, Tuesday: 3, Wednesday: 4, Thursday: 5, Friday: 6, Saturday: 7 };
  for (const key of Object.keys(Weekday)) Weekday[Weekday[key]] = key;

  return { LocalNotifications, Weekday };
})
