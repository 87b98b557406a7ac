// Notifee's JavaScript-side argument validation, as packages/react-native/src/validators/*.ts
// and src/utils/validate.ts of invertase/notifee (@ b73c76d7) do it: the same checks in the
// same order, the same defaults and the same messages, so that a bad argument fails with
// Notifee's own words before anything reaches the device. Evaluated once with the surface's
// natives ({ platform() }); returns make(enums) → the validators, given the package's enums.
// Not modelled: Image.resolveAssetSource (a `require()`d image stays what was given).
(function (native) {
  'use strict';
  return function validators(enums) {
    const { AndroidColor, AndroidImportance, AndroidVisibility, AndroidBadgeIconType, AndroidCategory, AndroidDefaults,
            AndroidFlags, AndroidForegroundServiceType, AndroidGroupAlertBehavior, AndroidStyle, IOSIntentIdentifier,
            TriggerType, TimeUnit, RepeatFrequency, AlarmType } = enums;

    // src/utils/validate.ts
    const isObject = v => v ? typeof v === 'object' && !Array.isArray(v) && v !== null : false;
    const isString = v => typeof v === 'string';
    const isNumber = v => typeof v === 'number';
    const isBoolean = v => typeof v === 'boolean';
    const isArray = v => Array.isArray(v);
    const isUndefined = v => v === undefined;
    const isArrayOfStrings = v => isArray(v) && v.every(isString);
    const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
    const isValidEnum = (v, e) => Object.values(e).includes(v);
    const isIOS = () => native.platform() === 'ios';
    const isAndroid = () => native.platform() === 'android';
    // `__DEV__` as React Native defines it; jshost defines none, so a release build.
    const dev = () => globalThis.__DEV__ === true;
    const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    function generateId() {
      let id = '';
      for (let i = 0; i < 20; i++) id += CHARACTERS.charAt(Math.floor(Math.random() * CHARACTERS.length));
      return id;
    }

    // src/validators/validate.ts
    function isValidColor(color) {
      if (Object.values(AndroidColor).includes(color)) return true;
      if (!color.startsWith('#')) return false;
      const length = color.length - 1;
      return length === 6 || length === 8;
    }
    const isValidTimestamp = t => t > 0;
    function isValidVibratePattern(pattern) {
      if (pattern.length % 2 !== 0) return false;
      return pattern.every(ms => isNumber(ms) && ms > 0);
    }
    function isValidLightPattern([color, onMs, offMs]) {
      if (!isValidColor(color)) return [false, 'color'];
      if (!isNumber(onMs)) return [false, 'onMs'];
      if (!isNumber(offMs)) return [false, 'offMs'];
      if (onMs < 1) return [false, 'onMs'];
      if (offMs < 1) return [false, 'offMs'];
      return [true];
    }
    const bool = (o, key, out, message) => {
      if (has(o, key)) {
        if (!isBoolean(o[key])) throw new Error(message);
        out[key] = o[key];
      }
    };
    const string = (o, key, out, message) => {
      if (has(o, key)) {
        if (!isString(o[key])) throw new Error(message);
        out[key] = o[key];
      }
    };

    // validateAndroidPressAction.ts and validateAndroidFullScreenAction.ts (the same rules)
    function validateLaunchAction(action, what) {
      if (!isObject(action)) throw new Error("'" + what + "' expected an object value.");
      if (!isString(action.id) || action.id.length === 0) throw new Error("'id' expected a non-empty string value.");
      const out = { id: action.id };
      if (!isUndefined(action.launchActivity)) {
        if (!isString(action.launchActivity)) throw new Error("'launchActivity' expected a string value.");
        out.launchActivity = action.launchActivity;
      } else if (action.id === 'default') {
        out.launchActivity = 'default';
      }
      if (!isUndefined(action.launchActivityFlags)) {
        if (!isArray(action.launchActivityFlags) || (action.launchActivityFlags.length && !isNumber(action.launchActivityFlags[0]))) {
          throw new Error("'launchActivityFlags' must be an array of `AndroidLaunchActivityFlag` values.");
        }
        out.launchActivityFlags = action.launchActivityFlags;
      }
      if (!isUndefined(action.mainComponent)) {
        if (!isString(action.mainComponent)) throw new Error("'mainComponent' expected a string value.");
        out.mainComponent = action.mainComponent;
      }
      return out;
    }
    const validateAndroidPressAction = p => validateLaunchAction(p, 'pressAction');
    const validateAndroidFullScreenAction = p => validateLaunchAction(p, 'fullScreenAction');

    // validateAndroidInput.ts
    function validateAndroidInput(input) {
      const out = { allowFreeFormInput: true, allowGeneratedReplies: true };
      if (!input) return out;
      bool(input, 'allowFreeFormInput', out, "'input.allowFreeFormInput' expected a boolean value.");
      bool(input, 'allowGeneratedReplies', out, "'input.allowGeneratedReplies' expected a boolean value.");
      if (!out.allowFreeFormInput && (!input.choices || input.choices.length === 0)) {
        throw new Error("'input.allowFreeFormInput' when false, you must provide at least one choice.");
      }
      if (has(input, 'choices')) {
        if (!isArrayOfStrings(input.choices) || input.choices.length === 0) throw new Error("'input.choices' expected an array of string values.");
        out.choices = input.choices;
      }
      bool(input, 'editableChoices', out, "'input.editableChoices' expected a boolean value.");
      string(input, 'placeholder', out, "'input.placeholder' expected a string value.");
      if (out.editableChoices && !out.allowFreeFormInput) {
        throw new Error("'input.editableChoices' when true, allowFreeFormInput must also be true.");
      }
      return out;
    }

    // validateAndroidAction.ts
    function validateAndroidAction(action) {
      if (!isObject(action)) throw new Error("'action' expected an object value.");
      if (!isString(action.title) || !action.title) throw new Error("'action.title' expected a string value.");
      let pressAction;
      try {
        pressAction = validateAndroidPressAction(action.pressAction);
      } catch (e) {
        throw new Error("'action' " + e.message + '.');
      }
      const out = { title: action.title, pressAction };
      if (has(action, 'icon') && !isUndefined(action.icon)) {
        if (!isString(action.icon) || !action.icon) throw new Error("'action.icon' expected a string value.");
        out.icon = action.icon;
      }
      if (has(action, 'input') && !isUndefined(action.input)) {
        if (action.input === true) {
          out.input = validateAndroidInput();
        } else {
          try {
            out.input = validateAndroidInput(action.input);
          } catch (e) {
            throw new Error("'action.input' " + e.message + '.');
          }
        }
      }
      return out;
    }

    // validateAndroidStyle.ts
    const imageLike = v => isString(v) || isNumber(v) || isObject(v);
    function validateAndroidBigPictureStyle(style) {
      if (!imageLike(style.picture) || (isString(style.picture) && !style.picture.length)) {
        throw new Error("'notification.android.style' BigPictureStyle: 'picture' expected a number or object created using the 'require()' method or a valid string URL.");
      }
      const out = { type: AndroidStyle.BIGPICTURE, picture: style.picture };
      if (has(style, 'largeIcon')) {
        if (style.largeIcon !== null && !imageLike(style.largeIcon)) {
          throw new Error("'notification.android.style' BigPictureStyle: 'largeIcon' expected a React Native ImageResource value or a valid string URL.");
        }
        out.largeIcon = style.largeIcon;
      }
      string(style, 'title', out, "'notification.android.style' BigPictureStyle: 'title' expected a string value.");
      string(style, 'summary', out, "'notification.android.style' BigPictureStyle: 'summary' expected a string value.");
      return out;
    }
    function validateAndroidBigTextStyle(style) {
      if (!isString(style.text) || !style.text) throw new Error("'notification.android.style' BigTextStyle: 'text' expected a valid string value.");
      const out = { type: AndroidStyle.BIGTEXT, text: style.text };
      string(style, 'title', out, "'notification.android.style' BigTextStyle: 'title' expected a string value.");
      string(style, 'summary', out, "'notification.android.style' BigTextStyle: 'summary' expected a string value.");
      return out;
    }
    function validateAndroidInboxStyle(style) {
      if (!isArray(style.lines)) throw new Error("'notification.android.style' InboxStyle: 'lines' expected an array.");
      style.lines.forEach((line, i) => {
        if (!isString(line)) throw new Error("'notification.android.style' InboxStyle: 'lines' expected a string value at array index " + i + '.');
      });
      const out = { type: AndroidStyle.INBOX, lines: style.lines };
      string(style, 'title', out, "'notification.android.style' InboxStyle: 'title' expected a string value.");
      string(style, 'summary', out, "'notification.android.style' InboxStyle: 'summary' expected a string value.");
      return out;
    }
    function validateAndroidPerson(person) {
      if (!isString(person.name)) throw new Error("'person.name' expected a string value.");
      const out = { name: person.name, bot: false, important: false };
      string(person, 'id', out, "'person.id' expected a string value.");
      bool(person, 'bot', out, "'person.bot' expected a boolean value.");
      bool(person, 'important', out, "'person.important' expected a boolean value.");
      string(person, 'icon', out, "'person.icon' expected a string value.");
      string(person, 'uri', out, "'person.uri' expected a string value.");
      return out;
    }
    function validateAndroidMessagingStyleMessage(message) {
      if (!isString(message.text)) throw new Error("'message.text' expected a string value.");
      if (!isNumber(message.timestamp)) throw new Error("'message.timestamp' expected a number value.");
      const out = { text: message.text, timestamp: message.timestamp };
      if (has(message, 'person') && message.person !== undefined) {
        try {
          out.person = validateAndroidPerson(message.person);
        } catch (e) {
          throw new Error("'message.person' is invalid. " + e.message);
        }
      }
      return out;
    }
    function validateAndroidMessagingStyle(style) {
      if (!isObject(style.person)) throw new Error("'notification.android.style' MessagingStyle: 'person' an object value.");
      let person;
      try {
        person = validateAndroidPerson(style.person);
      } catch (e) {
        throw new Error("'notification.android.style' MessagingStyle: " + e.message + '.');
      }
      if (!isArray(style.messages)) throw new Error("'notification.android.style' MessagingStyle: 'messages' expected an array value.");
      const messages = style.messages.map((m, i) => {
        try {
          return validateAndroidMessagingStyleMessage(m);
        } catch (e) {
          throw new Error("'notification.android.style' MessagingStyle: invalid message at index " + i + '. ' + e.message);
        }
      });
      const out = { type: AndroidStyle.MESSAGING, person, messages, group: false };
      string(style, 'title', out, "'notification.android.style' MessagingStyle: 'title' expected a string value.");
      bool(style, 'group', out, "'notification.android.style' MessagingStyle: 'group' expected a boolean value.");
      return out;
    }

    // validateAndroidNotification.ts
    function enumList(android, key, values, out, messages) {
      if (has(android, key) && !isUndefined(android[key])) {
        if (!isArray(android[key])) throw new Error(messages[0]);
        if (android[key].length === 0) throw new Error(messages[1]);
        for (const v of android[key]) if (!values.includes(v)) throw new Error(messages[2]);
        out[key] = android[key];
      }
    }
    function validateAndroidNotification(android) {
      const out = {
        autoCancel: true, asForegroundService: false, lightUpScreen: false, badgeIconType: AndroidBadgeIconType.LARGE,
        colorized: false, chronometerDirection: 'up', defaults: [AndroidDefaults.ALL], groupAlertBehavior: AndroidGroupAlertBehavior.ALL,
        groupSummary: false, localOnly: false, ongoing: false, loopSound: false, onlyAlertOnce: false,
        importance: AndroidImportance.DEFAULT, showTimestamp: false, smallIcon: 'ic_launcher', showChronometer: false,
        visibility: AndroidVisibility.PRIVATE, circularLargeIcon: false,
      };
      if (isIOS() && !dev()) return out;
      if (isUndefined(android)) return out;
      if (!isObject(android)) throw new Error("'notification.android' expected an object value.");
      const P = "'notification.android.";
      if (has(android, 'actions') && android.actions !== undefined) {
        if (!isArray(android.actions)) throw new Error(P + "actions' expected an array of AndroidAction types.");
        let actions;
        try {
          actions = android.actions.map(validateAndroidAction);
        } catch (e) {
          throw new Error(P + "actions' invalid AndroidAction. " + e.message + '.');
        }
        if (actions.length) out.actions = actions;
      }
      bool(android, 'asForegroundService', out, P + "asForegroundService' expected a boolean value.");
      bool(android, 'lightUpScreen', out, P + "lightUpScreen' expected a boolean value.");
      bool(android, 'autoCancel', out, P + "autoCancel' expected a boolean value.");
      if (has(android, 'badgeCount')) {
        if (!isNumber(android.badgeCount)) throw new Error(P + "badgeCount' expected a number value.");
        out.badgeCount = android.badgeCount;
      }
      if (has(android, 'badgeIconType') && !isUndefined(android.badgeIconType)) {
        if (!Object.values(AndroidBadgeIconType).includes(android.badgeIconType)) throw new Error(P + "badgeIconType' expected a valid AndroidBadgeIconType.");
        out.badgeIconType = android.badgeIconType;
      }
      if (has(android, 'category') && !isUndefined(android.category)) {
        if (!Object.values(AndroidCategory).includes(android.category)) throw new Error(P + "category' expected a valid AndroidCategory.");
        out.category = android.category;
      }
      if (!isString(android.channelId)) throw new Error(P + "channelId' expected a string value.");
      out.channelId = android.channelId;
      if (has(android, 'color') && !isUndefined(android.color)) {
        if (!isString(android.color)) throw new Error(P + "color' expected a string value.");
        if (!isValidColor(android.color)) throw new Error(P + "color' invalid color. Expected an AndroidColor or hexadecimal string value.");
        out.color = android.color;
      }
      bool(android, 'colorized', out, P + "colorized' expected a boolean value.");
      if (has(android, 'chronometerDirection')) {
        if (!isString(android.chronometerDirection)) throw new Error(P + "chronometerDirection' expected a string value.");
        if (android.chronometerDirection !== 'up' && android.chronometerDirection !== 'down') {
          throw new Error(P + 'chronometerDirection\' must be one of "up" or "down".');
        }
        out.chronometerDirection = android.chronometerDirection;
      }
      enumList(android, 'defaults', Object.values(AndroidDefaults), out, [
        P + "defaults' expected an array.", P + "defaults' expected an array containing AndroidDefaults.",
        P + "defaults' invalid array value, expected an AndroidDefaults value."]);
      string(android, 'groupId', out, P + "groupId' expected a string value.");
      if (has(android, 'groupAlertBehavior') && !isUndefined(android.groupAlertBehavior)) {
        if (!Object.values(AndroidGroupAlertBehavior).includes(android.groupAlertBehavior)) {
          throw new Error(P + "groupAlertBehavior' expected a valid AndroidGroupAlertBehavior.");
        }
        out.groupAlertBehavior = android.groupAlertBehavior;
      }
      bool(android, 'groupSummary', out, P + "groupSummary' expected a boolean value.");
      if (has(android, 'inputHistory')) {
        if (!isArrayOfStrings(android.inputHistory)) throw new Error(P + "inputHistory' expected an array of string values.");
        out.inputHistory = android.inputHistory;
      }
      if (has(android, 'largeIcon')) {
        if (!imageLike(android.largeIcon) || (isString(android.largeIcon) && !android.largeIcon.length)) {
          throw new Error(P + "largeIcon' expected a React Native ImageResource value or a valid string URL.");
        }
        out.largeIcon = android.largeIcon;
        if (isBoolean(android.circularLargeIcon)) out.circularLargeIcon = android.circularLargeIcon;
      }
      if (has(android, 'lights') && !isUndefined(android.lights)) {
        if (!isArray(android.lights)) throw new Error(P + "lights' expected an array value containing the color, on ms and off ms.");
        const [valid, property] = isValidLightPattern(android.lights);
        if (!valid) {
          if (property === 'color') throw new Error(P + "lights' invalid color. Expected an AndroidColor or hexadecimal string value.");
          if (property === 'onMs') throw new Error(P + 'lights\' invalid "on" millisecond value, expected a number greater than 0.');
          throw new Error(P + 'lights\' invalid "off" millisecond value, expected a number greater than 0.');
        }
        out.lights = android.lights;
      }
      bool(android, 'localOnly', out, P + "localOnly' expected a boolean value.");
      bool(android, 'ongoing', out, P + "ongoing' expected a boolean value.");
      bool(android, 'loopSound', out, P + "loopSound' expected a boolean value.");
      enumList(android, 'foregroundServiceTypes', Object.values(AndroidForegroundServiceType), out, [
        P + "foregroundServiceTypes' expected an array.",
        P + "foregroundServiceTypes' expected a non empty array containing AndroidForegroundServiceType.",
        P + "foregroundServiceTypes' invalid array value, expected an AndroidForegroundServiceType value."]);
      enumList(android, 'flags', Object.values(AndroidFlags), out, [
        P + "flags' expected an array.", P + "flags' expected an array containing AndroidDefaults.",
        P + "flags' invalid array value, expected an AndroidFlags value."]);
      bool(android, 'onlyAlertOnce', out, P + "onlyAlertOnce' expected a boolean value.");
      if (has(android, 'pressAction') && !isUndefined(android.pressAction)) {
        try {
          out.pressAction = validateAndroidPressAction(android.pressAction);
        } catch (e) {
          throw new Error(P + "pressAction' " + e.message);
        }
      }
      if (has(android, 'fullScreenAction') && !isUndefined(android.fullScreenAction)) {
        try {
          out.fullScreenAction = validateAndroidFullScreenAction(android.fullScreenAction);
        } catch (e) {
          throw new Error(P + "fullScreenAction' " + e.message);
        }
      }
      if (has(android, 'importance') && !isUndefined(android.importance)) {
        if (!Object.values(AndroidImportance).includes(android.importance)) throw new Error(P + "importance' expected a valid Importance.");
        out.importance = android.importance;
      }
      if (has(android, 'progress') && !isUndefined(android.progress)) {
        const p = android.progress;
        if (!isObject(p)) throw new Error(P + "progress' expected an object value.");
        const progress = { indeterminate: false };
        if (has(p, 'indeterminate')) {
          if (!isBoolean(p.indeterminate)) throw new Error(P + "progress.indeterminate' expected a boolean value.");
          progress.indeterminate = p.indeterminate;
        }
        if (!isUndefined(p.max)) {
          if (!isNumber(p.max) || p.max < 0) throw new Error(P + "progress.max' expected a positive number value.");
          if (isUndefined(p.current)) throw new Error(P + "progress.max' when providing a max value, you must also specify a current value.");
          progress.max = p.max;
        }
        if (!isUndefined(p.current)) {
          if (!isNumber(p.current) || p.current < 0) throw new Error(P + "progress.current' expected a positive number value.");
          if (isUndefined(p.max)) throw new Error(P + "progress.current' when providing a current value, you must also specify a `max` value.");
          progress.current = p.current;
        }
        if (!isUndefined(progress.max) && !isUndefined(progress.current) && progress.current > progress.max) {
          throw new Error(P + "progress' the current value cannot be greater than the max value.");
        }
        out.progress = progress;
      }
      bool(android, 'showTimestamp', out, P + "showTimestamp' expected a boolean value.");
      if (has(android, 'smallIcon') && !isUndefined(android.smallIcon)) {
        if (!isString(android.smallIcon)) throw new Error(P + "smallIcon' expected value to be a string.");
        out.smallIcon = android.smallIcon;
      }
      // (Notifee checks smallIconLevel only when a smallIcon is given.)
      if (has(android, 'smallIconLevel') && !isUndefined(android.smallIcon)) {
        if (!isNumber(android.smallIconLevel)) throw new Error(P + "smallIconLevel' expected value to be a number.");
        out.smallIconLevel = android.smallIconLevel;
      }
      string(android, 'sortKey', out, P + "sortKey' expected a string value.");
      if (has(android, 'style') && !isUndefined(android.style)) {
        if (!isObject(android.style)) throw new Error(P + "style' expected an object value.");
        switch (android.style.type) {
          case AndroidStyle.BIGPICTURE: out.style = validateAndroidBigPictureStyle(android.style); break;
          case AndroidStyle.BIGTEXT: out.style = validateAndroidBigTextStyle(android.style); break;
          case AndroidStyle.INBOX: out.style = validateAndroidInboxStyle(android.style); break;
          case AndroidStyle.MESSAGING: out.style = validateAndroidMessagingStyle(android.style); break;
          default:
            throw new Error(P + "style' style type must be one of AndroidStyle.BIGPICTURE, AndroidStyle.BIGTEXT, AndroidStyle.INBOX or AndroidStyle.MESSAGING.");
        }
      }
      if (has(android, 'tag') && android.tag !== undefined) {
        if (!isString(android.tag)) throw new Error(P + "tag' expected a string value.");
        if (android.tag.includes('|')) throw new Error(P + 'tag\' tag cannot contain the "|" (pipe) character.');
        out.tag = android.tag;
      }
      string(android, 'ticker', out, P + "ticker' expected a string value.");
      if (has(android, 'timeoutAfter') && android.timeoutAfter !== undefined) {
        if (!isNumber(android.timeoutAfter)) throw new Error(P + "timeoutAfter' expected a number value.");
        if (!isValidTimestamp(android.timeoutAfter)) throw new Error(P + "timeoutAfter' invalid millisecond timestamp.");
        out.timeoutAfter = android.timeoutAfter;
      }
      bool(android, 'showChronometer', out, P + "showChronometer' expected a boolean value.");
      if (has(android, 'vibrationPattern') && android.vibrationPattern !== undefined) {
        if (!isArray(android.vibrationPattern) || !isValidVibratePattern(android.vibrationPattern)) {
          throw new Error(P + "vibrationPattern' expected an array containing an even number of positive values.");
        }
        out.vibrationPattern = android.vibrationPattern;
      }
      if (has(android, 'visibility') && android.visibility !== undefined) {
        if (!Object.values(AndroidVisibility).includes(android.visibility)) throw new Error(P + "visibility' expected a valid AndroidVisibility value.");
        out.visibility = android.visibility;
      }
      if (has(android, 'timestamp') && android.timestamp !== undefined) {
        if (!isNumber(android.timestamp)) throw new Error(P + "timestamp' expected a number value.");
        if (!isValidTimestamp(android.timestamp)) throw new Error(P + "timestamp' invalid millisecond timestamp, date must be a positive number");
        out.timestamp = android.timestamp;
      }
      if (has(android, 'sound') && android.sound !== undefined) {
        if (!isString(android.sound)) throw new Error("'notification.sound' expected a valid sound string.");
        out.sound = android.sound;
      }
      return out;
    }

    // validateIOSInput.ts, validateIOSCategoryAction.ts, validateIOSCategory.ts
    function validateIOSInput(input) {
      const out = {};
      if (!input || isBoolean(input)) return out;
      if (!isObject(input)) throw new Error('expected an object value.');
      if (has(input, 'buttonText') && !isUndefined(input.buttonText)) {
        if (!isString(input.buttonText)) throw new Error("'buttonText' expected a string value.");
        out.buttonText = input.buttonText;
      }
      if (has(input, 'placeholderText') && !isUndefined(input.placeholderText)) {
        if (!isString(input.placeholderText)) throw new Error("'placeholderText' expected a string value.");
        out.placeholderText = input.placeholderText;
      }
      return out;
    }
    function validateIOSCategoryAction(action) {
      if (!isObject(action)) throw new Error('"action" expected an object value');
      if (!isString(action.id) || action.id.length === 0) throw new Error('"action.id" expected a valid string value.');
      if (!isString(action.title) || action.title.length === 0) throw new Error('"action.title" expected a valid string value.');
      const out = { id: action.id, title: action.title, destructive: false, foreground: false, authenticationRequired: false };
      if (has(action, 'input') && !isUndefined(action.input)) {
        if (action.input === true) {
          out.input = true;
        } else {
          try {
            out.input = validateIOSInput(action.input);
          } catch (e) {
            throw new Error("'action' " + e.message + '.');
          }
        }
      }
      bool(action, 'destructive', out, "'destructive' expected a boolean value.");
      bool(action, 'foreground', out, "'foreground' expected a boolean value.");
      bool(action, 'authenticationRequired', out, "'authenticationRequired' expected a boolean value.");
      return out;
    }
    function validateIOSCategory(category) {
      if (!isObject(category)) throw new Error("'category' expected an object value.");
      if (!isString(category.id)) throw new Error("'category.id' expected a string value.");
      if (!category.id) throw new Error("'category.id' expected a valid string id.");
      const out = { id: category.id, allowInCarPlay: false, allowAnnouncement: false, hiddenPreviewsShowTitle: false, hiddenPreviewsShowSubtitle: false };
      string(category, 'summaryFormat', out, "'category.summaryFormat' expected a string value.");
      bool(category, 'allowInCarPlay', out, "'category.allowInCarPlay' expected a boolean value.");
      bool(category, 'allowAnnouncement', out, "'category.allowAnnouncement' expected a boolean value.");
      bool(category, 'hiddenPreviewsShowTitle', out, "'category.hiddenPreviewsShowTitle' expected a boolean value.");
      bool(category, 'hiddenPreviewsShowSubtitle', out, "'category.hiddenPreviewsShowSubtitle' expected a boolean value.");
      string(category, 'hiddenPreviewsBodyPlaceholder', out, "'category.hiddenPreviewsBodyPlaceholder' expected a string value.");
      if (has(category, 'intentIdentifiers')) {
        if (!isArray(category.intentIdentifiers)) throw new Error("'category.intentIdentifiers' expected an array value.");
        const identifiers = Object.values(IOSIntentIdentifier);
        category.intentIdentifiers.forEach((identifier, i) => {
          if (!identifiers.includes(identifier)) {
            throw new Error("'category.intentIdentifiers' unexpected intentIdentifier \"" + identifier + '" at array index "' + i + '".');
          }
        });
        out.intentIdentifiers = category.intentIdentifiers;
      }
      if (has(category, 'actions')) {
        if (!isArray(category.actions)) throw new Error("'category.actions' expected an array value.");
        out.actions = category.actions.map((action, i) => {
          try {
            return validateIOSCategoryAction(action);
          } catch (e) {
            // Notifee interpolates the error itself: "… at index "0". Error: …".
            throw new Error("'category.actions' invalid action at index \"" + i + '". ' + e);
          }
        });
      }
      return out;
    }

    // validateIOSAttachment.ts, iosCommunicationInfo/*.ts
    function validateThumbnailClippingRect(rect) {
      for (const k of ['x', 'y', 'width', 'height']) {
        if (has(rect, k) && !isNumber(rect[k])) throw new Error("'thumbnailClippingRect." + k + "' expected a number value.");
      }
      return { x: rect.x, y: rect.y, height: rect.height, width: rect.width };
    }
    function validateIOSAttachment(attachment) {
      if (!isObject(attachment)) throw new Error("'attachment' expected an object value.");
      if (!imageLike(attachment.url) || (isString(attachment.url) && !attachment.url.length)) {
        throw new Error("'attachment.url' expected a React Native ImageResource value or a valid string URL.");
      }
      const out = { url: attachment.url, thumbnailHidden: false };
      if (has(attachment, 'id') && !isUndefined(attachment.id)) {
        if (!isString(attachment.id)) throw new Error("'attachment.id' expected a string value.");
        out.id = attachment.id;
      } else {
        out.id = generateId();
      }
      if (has(attachment, 'typeHint') && !isUndefined(attachment.typeHint)) {
        if (!isString(attachment.typeHint)) throw new Error("'attachment.typeHint' expected a string value.");
        out.typeHint = attachment.typeHint;
      }
      if (has(attachment, 'thumbnailClippingRect') && !isUndefined(attachment.thumbnailClippingRect)) {
        try {
          out.thumbnailClippingRect = validateThumbnailClippingRect(attachment.thumbnailClippingRect);
        } catch (e) {
          throw new Error("'attachment.thumbnailClippingRect' is invalid. " + e.message);
        }
      }
      if (has(attachment, 'thumbnailHidden') && !isUndefined(attachment.thumbnailHidden)) {
        if (!isBoolean(attachment.thumbnailHidden)) throw new Error("'attachment.thumbnailHidden' must be a boolean value if specified.");
        out.thumbnailHidden = attachment.thumbnailHidden;
      }
      if (has(attachment, 'thumbnailTime') && !isUndefined(attachment.thumbnailTime)) {
        if (!isNumber(attachment.thumbnailTime)) throw new Error("'attachment.thumbnailTime' must be a number value if specified.");
        out.thumbnailTime = attachment.thumbnailTime;
      }
      return out;
    }
    function validateIOSCommunicationInfoPerson(person) {
      if (!isObject(person)) throw new Error("'person' expected an object.");
      if (!isString(person.id) || person.id.length === 0) throw new Error('"person.id" expected a valid string value.');
      if (!isString(person.displayName) || person.displayName.length === 0) throw new Error('"person.displayName" expected a valid string value.');
      const out = { id: person.id, displayName: person.displayName };
      if (has(person, 'avatar') && !isUndefined(person.avatar)) {
        if (!isString(person.avatar)) throw new Error('"person.avatar" expected a valid object value.');
        out.avatar = person.avatar;
      }
      return out;
    }
    function validateIOSCommunicationInfo(info) {
      if (!isObject(info)) throw new Error('expected an object.');
      if (!isString(info.conversationId) || info.conversationId.length === 0) throw new Error("'conversationId' expected a valid string value.");
      if (!info.sender || !isObject(info.sender)) throw new Error("'sender' expected a valid object value.");
      let sender;
      try {
        sender = validateIOSCommunicationInfoPerson(info.sender);
      } catch (e) {
        throw new Error("'sender' " + e.message + '.');
      }
      const out = { conversationId: info.conversationId, sender };
      for (const k of ['body', 'groupName', 'groupAvatar']) {
        if (info[k]) {
          if (!isString(info[k])) throw new Error("'" + k + "' expected a valid string value.");
          out[k] = info[k];
        }
      }
      return out;
    }

    // validateIOSNotification.ts
    function validateIOSNotification(ios) {
      const out = { foregroundPresentationOptions: { alert: true, badge: true, sound: true, banner: true, list: true } };
      if (isUndefined(ios)) return out;
      if (isAndroid() && !dev()) return out;
      const P = "'notification.ios.";
      if (has(ios, 'attachments')) {
        if (!isArray(ios.attachments)) throw new Error(P + "attachments' expected an array value.");
        let attachments;
        try {
          attachments = ios.attachments.map(validateIOSAttachment);
        } catch (e) {
          throw new Error(P + "attachments' invalid IOSNotificationAttachment. " + e.message + '.');
        }
        if (attachments.length) out.attachments = attachments;
      }
      if (has(ios, 'communicationInfo') && !isUndefined(ios.communicationInfo)) {
        try {
          out.communicationInfo = validateIOSCommunicationInfo(ios.communicationInfo);
        } catch (e) {
          throw new Error("'ios.communicationInfo' " + e.message);
        }
      }
      if (has(ios, 'interruptionLevel')) {
        if (!isString(ios.interruptionLevel) || !['active', 'critical', 'passive', 'timeSensitive'].includes(ios.interruptionLevel)) {
          throw new Error(P + "interruptionLevel' must be a string value: 'active','critical','passive','timeSensitive'.");
        }
        out.interruptionLevel = ios.interruptionLevel;
      }
      bool(ios, 'critical', out, P + "critical' must be a boolean value if specified.");
      if (has(ios, 'criticalVolume')) {
        if (!isNumber(ios.criticalVolume)) throw new Error(P + "criticalVolume' must be a number value if specified.");
        if (ios.criticalVolume < 0 || ios.criticalVolume > 1) throw new Error(P + "criticalVolume' must be a float value between 0.0 and 1.0.");
        out.criticalVolume = ios.criticalVolume;
      }
      // (Notifee checks `sound` twice; the first message wins.)
      string(ios, 'sound', out, "'notification.sound' must be a string value if specified.");
      if (has(ios, 'badgeCount')) {
        if (!isNumber(ios.badgeCount) || ios.badgeCount < 0) throw new Error(P + "badgeCount' expected a number value >=0.");
        out.badgeCount = ios.badgeCount;
      }
      string(ios, 'categoryId', out, P + "categoryId' expected a of string value");
      string(ios, 'threadId', out, P + "threadId' expected a string value.");
      string(ios, 'summaryArgument', out, P + "summaryArgument' expected a string value.");
      if (has(ios, 'summaryArgumentCount')) {
        if (!isNumber(ios.summaryArgumentCount) || ios.summaryArgumentCount <= 0) {
          throw new Error(P + "summaryArgumentCount' expected a positive number greater than 0.");
        }
        out.summaryArgumentCount = ios.summaryArgumentCount;
      }
      string(ios, 'launchImageName', out, P + "launchImageName' expected a string value.");
      if (has(ios, 'foregroundPresentationOptions')) {
        const f = ios.foregroundPresentationOptions;
        if (!isObject(f)) throw new Error(P + "foregroundPresentationOptions' expected a valid IOSForegroundPresentationOptions object.");
        for (const k of ['alert', 'sound', 'badge', 'banner', 'list']) {
          bool(f, k, out.foregroundPresentationOptions, P + 'foregroundPresentationOptions.' + k + "' expected a boolean value.");
        }
      }
      return out;
    }

    // validateNotification.ts: the platform of the device throws; the other platform's
    // errors are only logged (console.debug), and its part is left out.
    function validatePlatform(notification, platform) {
      try {
        return platform === 'ios' ? validateIOSNotification(notification.ios) : validateAndroidNotification(notification.android);
      } catch (error) {
        if (platform === native.platform()) throw error;
        console.debug('Invalid ' + platform + ' notification ->', error);
        return {};
      }
    }
    function validateNotification(notification) {
      if (!isObject(notification)) throw new Error("'notification' expected an object value.");
      const out = { id: '', data: {} };
      if (has(notification, 'id')) {
        if (!isString(notification.id) || !notification.id) throw new Error("'notification.id' invalid notification ID, expected a unique string value.");
        out.id = notification.id;
      } else {
        out.id = generateId();
      }
      for (const k of ['title', 'body', 'subtitle']) {
        if (has(notification, k)) {
          if (notification[k] !== undefined && !isString(notification[k])) throw new Error("'notification." + k + "' expected a string value or undefined.");
          out[k] = notification[k];
        }
      }
      if (has(notification, 'data') && notification.data !== undefined) {
        if (!isObject(notification.data)) throw new Error("'notification.data' expected an object value containing key/value pairs.");
        for (const [key, value] of Object.entries(notification.data)) {
          if (!isString(value) && !isNumber(value) && !isObject(value)) {
            throw new Error("'notification.data' value for key \"" + key + '" is invalid, expected a string value.');
          }
        }
        out.data = notification.data;
      }
      const android = validatePlatform(notification, 'android');
      if (isAndroid()) out.android = android;
      const ios = validatePlatform(notification, 'ios');
      if (isIOS()) out.ios = ios;
      return out;
    }

    // validateTrigger.ts
    function isMinimumInterval(interval, timeUnit) {
      switch (timeUnit) {
        case TimeUnit.SECONDS: return interval / 60 >= 15;
        case TimeUnit.MINUTES: return interval >= 15;
        case TimeUnit.HOURS: return interval >= 1;
        case TimeUnit.DAYS: return interval >= 1;
      }
      return true;
    }
    function validateTimestampAlarmManager(alarmManager) {
      const out = { type: AlarmType.SET_EXACT };
      if (!alarmManager) return out;
      if (isBoolean(alarmManager.allowWhileIdle) && alarmManager.allowWhileIdle) out.type = AlarmType.SET_EXACT_AND_ALLOW_WHILE_IDLE;
      if (has(alarmManager, 'type') && !isUndefined(alarmManager.type)) {
        if (!isValidEnum(alarmManager.type, AlarmType)) throw new Error("'alarmManager.type' expected a AlarmType value.");
        out.type = alarmManager.type;
      }
      return out;
    }
    function validateTrigger(trigger) {
      if (!isObject(trigger)) throw new Error("'trigger' expected an object value.");
      if (trigger.type === TriggerType.TIMESTAMP) {
        if (!isNumber(trigger.timestamp)) throw new Error("'trigger.timestamp' expected a number value.");
        if (trigger.timestamp <= Date.now()) throw new Error("'trigger.timestamp' date must be in the future.");
        const out = { type: trigger.type, timestamp: trigger.timestamp, repeatFrequency: -1 };
        if (has(trigger, 'repeatFrequency') && !isUndefined(trigger.repeatFrequency)) {
          if (!isValidEnum(trigger.repeatFrequency, RepeatFrequency)) throw new Error("'trigger.repeatFrequency' expected a RepeatFrequency value.");
          out.repeatFrequency = trigger.repeatFrequency;
        }
        if (has(trigger, 'alarmManager') && !isUndefined(trigger.alarmManager)) {
          if (isBoolean(trigger.alarmManager)) {
            if (trigger.alarmManager) out.alarmManager = validateTimestampAlarmManager();
          } else {
            try {
              out.alarmManager = validateTimestampAlarmManager(trigger.alarmManager);
            } catch (e) {
              throw new Error("'trigger.alarmManager' " + e.message + '.');
            }
          }
        }
        return out;
      }
      if (trigger.type === TriggerType.INTERVAL) {
        if (!isNumber(trigger.interval)) throw new Error("'trigger.interval' expected a number value.");
        const out = { type: trigger.type, interval: trigger.interval, timeUnit: TimeUnit.SECONDS };
        if (has(trigger, 'timeUnit') && !isUndefined(trigger.timeUnit)) {
          if (!isValidEnum(trigger.timeUnit, TimeUnit)) throw new Error("'trigger.timeUnit' expected a TimeUnit value.");
          out.timeUnit = trigger.timeUnit;
        }
        if (!isMinimumInterval(trigger.interval, out.timeUnit)) throw new Error("'trigger.interval' expected to be at least 15 minutes.");
        return out;
      }
      throw new Error('Unknown trigger type');
    }

    // validateAndroidChannel.ts, validateAndroidChannelGroup.ts
    function validateAndroidChannel(channel) {
      if (!isObject(channel)) throw new Error("'channel' expected an object value.");
      if (!isString(channel.id)) throw new Error("'channel.id' expected a string value.");
      if (!channel.id) throw new Error("'channel.id' expected a valid string id.");
      if (!isString(channel.name)) throw new Error("'channel.name' expected a string value.");
      if (!channel.name) throw new Error("'channel.name' expected a valid channel name.");
      const out = { id: channel.id, name: channel.name, bypassDnd: false, lights: true, vibration: true, badge: true,
                    importance: AndroidImportance.DEFAULT, visibility: AndroidVisibility.PRIVATE };
      bool(channel, 'badge', out, "'channel.badge' expected a boolean value.");
      bool(channel, 'bypassDnd', out, "'channel.bypassDnd' expected a boolean value.");
      string(channel, 'description', out, "'channel.description' expected a string value.");
      bool(channel, 'lights', out, "'channel.lights' expected a boolean value.");
      bool(channel, 'vibration', out, "'channel.vibration' expected a boolean value.");
      string(channel, 'groupId', out, "'channel.groupId' expected a string value.");
      if (has(channel, 'importance') && channel.importance !== undefined) {
        if (!Object.values(AndroidImportance).includes(channel.importance)) throw new Error("'channel.importance' expected an Importance value.");
        out.importance = channel.importance;
      }
      if (has(channel, 'lightColor') && channel.lightColor !== undefined) {
        if (!isString(channel.lightColor)) throw new Error("'channel.lightColor' expected a string value.");
        if (!isValidColor(channel.lightColor)) throw new Error("'channel.lightColor' invalid color. Expected an AndroidColor or hexadecimal string value");
        out.lightColor = channel.lightColor;
      }
      if (has(channel, 'visibility') && channel.visibility !== undefined) {
        if (!Object.values(AndroidVisibility).includes(channel.visibility)) throw new Error("'channel.visibility' expected visibility to be an AndroidVisibility value.");
        out.visibility = channel.visibility;
      }
      if (has(channel, 'sound') && channel.sound !== undefined) {
        if (!isString(channel.sound)) throw new Error("'channel.sound' expected a string value.");
        out.sound = channel.sound;
      }
      if (has(channel, 'vibrationPattern') && channel.vibrationPattern !== undefined) {
        if (!isArray(channel.vibrationPattern)) throw new Error("'channel.vibrationPattern' expected an array.");
        if (!isValidVibratePattern(channel.vibrationPattern)) {
          throw new Error("'channel.vibrationPattern' expected an array containing an even number of positive values.");
        }
        out.vibrationPattern = channel.vibrationPattern;
      }
      return out;
    }
    function validateAndroidChannelGroup(group) {
      if (!isObject(group)) throw new Error("'group' expected an object value.");
      if (!isString(group.id) || !group.id) throw new Error("'group.id' expected a string value.");
      if (!isString(group.name) || !group.name) throw new Error("'group.name' expected a string value.");
      const out = { id: group.id, name: group.name };
      string(group, 'description', out, "'group.description' expected a string value.");
      return out;
    }

    // validateIOSPermissions.ts (its message for `badge` reads "'alert' badge …", as published)
    function validateIOSPermissions(permissions) {
      const out = { alert: true, badge: true, sound: true, carPlay: true, provisional: false, announcement: false, criticalAlert: false };
      if (!permissions) return out;
      bool(permissions, 'alert', out, "'alert' expected a boolean value.");
      bool(permissions, 'badge', out, "'alert' badge a boolean value.");
      for (const k of ['sound', 'carPlay', 'provisional', 'announcement', 'criticalAlert']) {
        bool(permissions, k, out, "'" + k + "' expected a boolean value.");
      }
      return out;
    }

    return { validateNotification, validateTrigger, validateAndroidChannel, validateAndroidChannelGroup,
             validateIOSCategory, validateIOSPermissions };
  };
})
