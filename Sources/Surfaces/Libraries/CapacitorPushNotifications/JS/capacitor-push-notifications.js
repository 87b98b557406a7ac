// @capacitor/push-notifications (CapacitorPushNotificationsSurface.swift): its plugin object
// as registerPlugin('PushNotifications') gives it (ionic-team/capacitor-plugins
// push-notifications/src/index.ts), made by Capacitor's core (Platforms/Capacitor/JS/
// capacitor-core.js). Called with the core's JS face; returns the module.
(function (capacitor) {
  'use strict';

  const PushNotifications = capacitor.definePlugin('PushNotifications', ['register', 'unregister', 'getDeliveredNotifications',
    'removeDeliveredNotifications', 'removeAllDeliveredNotifications', 'createChannel', 'deleteChannel', 'listChannels',
    'checkPermissions', 'requestPermissions']);

  return { PushNotifications };
})
