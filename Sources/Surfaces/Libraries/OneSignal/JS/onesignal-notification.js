// src/OSNotification.ts of react-native-onesignal — the same fields in 4.5.4 and 5.x: what
// every notification carries, then Android's or iOS's. Made once for both releases' glue
// (OneSignalSurface.swift); 5.x's class extends it with display().
(function (native) {
  'use strict';
  const isIOS = () => native.platform() === 'ios';
  return class OSNotification {
    constructor(receivedEvent) {
      this.body = receivedEvent.body;
      this.sound = receivedEvent.sound;
      this.title = receivedEvent.title;
      this.launchURL = receivedEvent.launchURL;
      this.rawPayload = receivedEvent.rawPayload;
      this.actionButtons = receivedEvent.actionButtons;
      this.additionalData = receivedEvent.additionalData;
      this.notificationId = receivedEvent.notificationId;
      if (!isIOS()) {
        this.groupKey = receivedEvent.groupKey;
        this.ledColor = receivedEvent.ledColor;
        this.priority = receivedEvent.priority;
        this.smallIcon = receivedEvent.smallIcon;
        this.largeIcon = receivedEvent.largeIcon;
        this.bigPicture = receivedEvent.bigPicture;
        this.collapseId = receivedEvent.collapseId;
        this.groupMessage = receivedEvent.groupMessage;
        this.fromProjectNumber = receivedEvent.fromProjectNumber;
        this.smallIconAccentColor = receivedEvent.smallIconAccentColor;
        this.lockScreenVisibility = receivedEvent.lockScreenVisibility;
        this.androidNotificationId = receivedEvent.androidNotificationId;
      } else {
        this.badge = receivedEvent.badge;
        this.category = receivedEvent.category;
        this.threadId = receivedEvent.threadId;
        this.subtitle = receivedEvent.subtitle;
        this.templateId = receivedEvent.templateId;
        this.attachments = receivedEvent.attachments;
        this.templateName = receivedEvent.templateName;
        this.mutableContent = receivedEvent.mutableContent;
        this.badgeIncrement = receivedEvent.badgeIncrement;
        this.contentAvailable = receivedEvent.contentAvailable;
        this.relevanceScore = receivedEvent.relevanceScore;
        this.interruptionLevel = receivedEvent.interruptionLevel;
      }
    }
  };
})
