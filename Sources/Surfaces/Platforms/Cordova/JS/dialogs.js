// Dialogs with buttons (DialogSurface.swift, docs/surfaces.md "Dialogs"): the global
// alert/confirm/prompt, cordova-plugin-dialogs' navigator.notification, React Native's
// Alert.alert and MobileFirst's WL.SimpleDialog.show all open one here. Each is an `alert`
// effect {title, message, buttons}; a press (simulate.press, an {"press": …} event, or a
// --press queued before the dialog opened) answers it and runs the API's callback with
// what that API passes.
//
// native.record(title, message, buttons), native.defer(fn)
(function (native) {
  'use strict';
  const g = globalThis;
  const open = [];     // dialogs waiting for a press, oldest first: {title, message, buttons, answer}
  const queued = [];   // --press labels not used yet, in order
  const text = (v, fallback) => (v === undefined || v === null ? fallback : String(v));

  // A queued press for a dialog with these buttons: its index, or -1.
  function takeQueued(buttons) {
    if (queued.length === 0) return -1;
    const index = buttons.indexOf(queued[0]);
    if (index >= 0) queued.shift();
    return index;
  }

  // An asynchronous dialog: `answer(index)` runs when a button is pressed.
  function show(title, message, buttons, answer) {
    native.record(title, message, buttons);
    const index = takeQueued(buttons);
    if (index >= 0) { native.defer(() => answer(index)); return; }
    open.push({ title, message, buttons, answer });
  }

  // A synchronous dialog (window.confirm/prompt/alert): answered at once by a queued press,
  // else as if the user closed it (index -1).
  function ask(title, message, buttons) {
    native.record(title, message, buttons);
    return takeQueued(buttons);
  }

  const labels = (buttons) => buttons.map(String);

  // window.alert/confirm/prompt: a WebView shows them without a title.
  const globals = {
    alert(message) { ask('', text(message, ''), ['OK']); },
    confirm(message) { return ask('', text(message, ''), ['Cancel', 'OK']) === 1; },
    prompt(message, defaultValue) {
      const index = ask('', text(message, ''), ['Cancel', 'OK']);
      return index === 1 ? text(defaultValue, '') : null;
    },
  };

  // cordova-plugin-dialogs www/notification.js: its defaults, and what its native side passes back.
  const notification = {
    alert(message, completeCallback, title, buttonLabel) {
      show(text(title, '') || 'Alert', text(message, ''), [text(buttonLabel, '') || 'OK'], () => {
        if (typeof completeCallback === 'function') completeCallback();
      });
    },
    confirm(message, resultCallback, title, buttonLabels) {
      let buttons = buttonLabels || ['OK', 'Cancel'];
      if (typeof buttons === 'string') buttons = buttons.split(',');
      show(text(title, '') || 'Confirm', text(message, ''), labels(buttons), (index) => {
        // The button's 1-based index (0: closed without a button).
        if (typeof resultCallback === 'function') resultCallback(index + 1);
      });
    },
    prompt(message, resultCallback, title, buttonLabels, defaultText) {
      const buttons = labels(buttonLabels || ['OK', 'Cancel']);
      const input = text(defaultText, '');
      show(text(title, '') || 'Prompt', text(message, '') || 'Prompt message', buttons, (index) => {
        if (typeof resultCallback === 'function') resultCallback({ buttonIndex: index + 1, input1: input });
      });
    },
    beep(count) {},
  };

  // react-native Alert.alert(title, message, buttons = [{text: 'OK'}]): the pressed button's onPress.
  function reactNativeAlert(title, message, buttons) {
    const list = Array.isArray(buttons) && buttons.length ? buttons : [{ text: 'OK' }];
    show(text(title, ''), text(message, ''), list.map((b) => text(b && b.text, 'OK')), (index) => {
      const button = list[index];
      if (button && typeof button.onPress === 'function') button.onPress(text(button.text, ''));
    });
  }

  // MobileFirst WL.SimpleDialog.show(title, text, [{text, handler}]): one at a time, as
  // worklight.js's simpledialog.js allows; the pressed button's handler, without arguments.
  let simpleDialogOpen = false;
  function simpleDialog(title, message, buttons, logError) {
    if (!Array.isArray(buttons) || buttons.length === 0 || buttons.some((b) => !b || typeof b.text !== 'string' || !b.text)) {
      throw new TypeError("WL.SimpleDialog.show: invalid argument value '" + buttons + "', expected an array with button descriptors");
    }
    if (simpleDialogOpen) { logError('WL.SimpleDialog.show() cannot be invoked while dialog is open'); return; }
    simpleDialogOpen = true;
    show(text(title, ''), text(message, ''), buttons.map((b) => b.text), (index) => {
      simpleDialogOpen = false;
      const handler = buttons[index] && buttons[index].handler;
      if (typeof handler === 'function') handler();
    });
  }

  for (const name of Object.keys(globals)) {
    Object.defineProperty(g, name, { value: globals[name], writable: true, configurable: true, enumerable: false });
  }

  return {
    notification, reactNativeAlert, simpleDialog,
    // Presses `label` on the oldest open dialog that has it; false when none has.
    press(label) {
      const at = open.findIndex((d) => d.buttons.indexOf(label) >= 0);
      if (at < 0) return false;
      const [dialog] = open.splice(at, 1);
      dialog.answer(dialog.buttons.indexOf(label));
      return true;
    },
    // What is open, for error messages: `"Title": OK, Cancel; …`.
    describeOpen() {
      return open.map((d) => JSON.stringify(d.title || d.message) + ': ' + d.buttons.join(', ')).join('; ');
    },
    // --press labels: each answers the next dialog showing that button (one open now first).
    queue(label) {
      if (queued.length === 0 && this.press(label)) return;
      queued.push(label);
    },
    unused() { return queued.slice(); },
  };
})
