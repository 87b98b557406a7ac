// The studio page (docs/studio.md). Talks to `jshost studio` over one WebSocket of JSON
// messages; draws notifications with the renderer `run --render` uses (JS/render.js of
// NotificationRendering, fetched as it is). No notification logic here: every decision
// (what shows, which buttons, what a tap does) comes from the phones' devices.
(function () {
  'use strict';
  var token = new URLSearchParams(location.search).get('token') || '';
  var $ = function (selector) { return document.querySelector(selector); };
  var socket = null;
  var renderer = null;
  var payloads = {};          // file → text, as edited
  var pending = [];           // messages that came before the renderer
  var checkTimer = null;
  var root = '';              // the project root: file names are shown below it
  // Script errors of this page, kept for the browser test's failure messages.
  window.studioErrors = [];
  window.addEventListener('error', function (event) { window.studioErrors.push(event.message + ' at ' + event.filename + ':' + event.lineno); });

  function status(text, state) { var s = $('#status'); s.textContent = text; s.dataset.state = state; }
  function send(message) { if (socket && socket.readyState === 1) socket.send(JSON.stringify(message)); }
  function element(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // MARK: Editor

  function currentFile() { return $('#payload-files').value || 'payload.json'; }

  function showPayloads(list) {
    var select = $('#payload-files');
    var chosen = select.value;
    select.textContent = '';
    list.forEach(function (p) {
      if (!(p.file in payloads)) payloads[p.file] = p.text;
      var option = element('option', '', p.file);
      option.value = p.file;
      select.appendChild(option);
    });
    if (!list.length) {
      var none = element('option', '', 'payload.json (new)');
      none.value = 'payload.json';
      select.appendChild(none);
      if (!('payload.json' in payloads)) payloads['payload.json'] = '{\n  "aps": { "alert": { "title": "Hello", "body": "From jshost studio" } }\n}\n';
    }
    if (chosen && chosen in payloads) select.value = chosen;
    openPayload();
  }

  function openPayload() {
    $('#payload').value = payloads[currentFile()] || '';
    edited();
  }

  function drawGutter(marks) {
    var lines = $('#payload').value.split('\n').length;
    var gutter = $('#gutter');
    gutter.textContent = '';
    for (var i = 1; i <= lines; i++) {
      var n = element('span', marks[i] || '', String(i));
      n.dataset.line = String(i);
      gutter.appendChild(n);
      if (!marks[i]) gutter.appendChild(document.createTextNode('\n'));
    }
    gutter.scrollTop = $('#payload').scrollTop;
  }

  function edited() {
    payloads[currentFile()] = $('#payload').value;
    drawGutter({});
    clearTimeout(checkTimer);
    checkTimer = setTimeout(function () { send({ type: 'check', file: currentFile(), text: $('#payload').value }); }, 120);
  }

  function showFindings(message) {
    if (message.file !== currentFile()) return;
    var list = $('#findings');
    list.textContent = '';
    var marks = {};
    message.findings.forEach(function (f) {
      var where = f.line ? message.file + ':' + f.line + ': ' : message.file + ': ';
      var item = element('li', f.severity, where + f.severity + ' [' + f.check + '] ' + f.message);
      if (f.line) {
        item.dataset.line = String(f.line);
        marks[f.line] = f.severity === 'error' ? 'bad' : (marks[f.line] || 'warn');
        item.addEventListener('click', function () { selectLine(f.line); });
      }
      list.appendChild(item);
    });
    if (!message.findings.length) list.appendChild(element('li', 'ok', message.file + ': no problems found'));
    drawGutter(marks);
  }

  function selectLine(line) {
    var area = $('#payload');
    var lines = area.value.split('\n');
    var start = 0;
    for (var i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
    area.focus();
    area.setSelectionRange(start, start + (lines[line - 1] || '').length);
  }

  // MARK: Phones

  var phoneViews = ['banner', 'expanded', 'headsUp', 'shadeExpanded'];

  function screen(platform) { return $('.phone[data-platform="' + platform + '"] .screen'); }

  function showNotification(platform, effect, model) {
    var holder = document.createElement('div');
    holder.className = 'studio-notification';
    holder.dataset.notification = effect.notification;
    var html = renderer ? renderer.renderNotification(JSON.stringify(model)) : '';
    var drawn = document.createElement('div');
    drawn.innerHTML = html;
    // The phone shows the light theme; the views the platform does not draw stay out.
    var rows = drawn.querySelectorAll('.theme-row');
    for (var r = 1; r < rows.length; r++) rows[r].remove();
    // A phone shows the notification as it arrives and expanded (with its buttons); the
    // other views (lock screens, the shade) are `run --render`'s.
    drawn.querySelectorAll('.view').forEach(function (v) {
      if (v.dataset.shown === 'false' || phoneViews.indexOf(v.dataset.view) < 0) v.remove();
    });
    holder.appendChild(drawn);
    var tools = element('div', 'studio-tools');
    [['open', 'Open'], ['dismiss', 'Dismiss']].forEach(function (pair) {
      var b = element('button', 'studio-' + pair[0], pair[1]);
      b.type = 'button';
      b.addEventListener('click', function () { send({ type: pair[0], platform: platform, notification: effect.notification }); });
      tools.appendChild(b);
    });
    holder.appendChild(tools);
    var actions = {};
    (effect.actions || []).forEach(function (a) { actions[a.id] = a; });
    holder.querySelectorAll('[data-action]').forEach(function (button) {
      button.addEventListener('click', function () {
        var id = button.getAttribute('data-action');
        var action = actions[id] || {};
        if (action.textInput || button.classList.contains('text-input') || button.classList.contains('n-reply')) {
          askReply(holder, platform, effect.notification, id);
        } else {
          send({ type: 'tap', platform: platform, notification: effect.notification, action: id });
        }
      });
    });
    var old = screen(platform).querySelector('[data-notification="' + cssEscape(effect.notification) + '"].studio-notification');
    if (old) old.replaceWith(holder); else screen(platform).prepend(holder);
  }

  function askReply(holder, platform, id, action) {
    var form = holder.querySelector('.studio-reply');
    if (form) { form.querySelector('input').focus(); return; }
    form = element('form', 'studio-reply');
    var input = element('input');
    input.name = 'reply';
    input.placeholder = 'Reply';
    var button = element('button', '', 'Send');
    button.type = 'submit';
    form.appendChild(input);
    form.appendChild(button);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      send({ type: 'tap', platform: platform, notification: id, action: action, text: input.value });
      form.remove();
    });
    holder.appendChild(form);
    input.focus();
  }

  function removeNotification(platform, id) {
    var shown = screen(platform).querySelector('.studio-notification[data-notification="' + cssEscape(id) + '"]');
    if (shown) shown.remove();
  }

  function showDialog(platform, effect) {
    var box = element('div', 'dialog');
    box.appendChild(element('strong', '', effect.title || ''));
    box.appendChild(element('p', '', effect.message || ''));
    var buttons = element('div', 'buttons');
    (effect.buttons || ['OK']).forEach(function (label) {
      var b = element('button', 'dialog-button', label);
      b.type = 'button';
      b.addEventListener('click', function () { send({ type: 'press', platform: platform, label: label }); box.remove(); });
      buttons.appendChild(b);
    });
    box.appendChild(buttons);
    $('.phone[data-platform="' + platform + '"] .dialogs').appendChild(box);
  }

  // The entry did not load on this phone: its error over the screen, as Vite's overlay
  // shows a build error over the page (cleared when a save reloads the phones).
  function showLoadError(message) {
    var screen = $('.phone[data-platform="' + message.platform + '"] .screen');
    if (!screen) return;
    var box = screen.querySelector('.load-error');
    if (!box) {
      box = element('div', 'load-error');
      box.appendChild(element('strong', '', 'The app did not load'));
      screen.appendChild(box);
    }
    var where = message.file ? shortName(message.file) + (message.line ? ':' + message.line : '') : '';
    box.appendChild(element('pre', '', (where && message.message.indexOf(where) < 0 ? where + ': ' : '') + message.message));
  }

  function cssEscape(text) { return window.CSS && CSS.escape ? CSS.escape(text) : String(text).replace(/"/g, '\\"'); }

  // MARK: Timeline

  // The CLI's readable line for the effect (EffectLine.swift, sent with it), without its kind
  // word, which the timeline shows in its own column; an error keeps its file and line.
  function describe(e, line) {
    if (typeof line === 'string' && e.kind !== 'error') {
      return line.indexOf(e.kind + ' ') === 0 ? line.slice(e.kind.length + 1) : line === e.kind ? '' : line;
    }
    var rest = {};
    Object.keys(e).forEach(function (k) { if (['seq', 't', 'kind', 'notification', 'platform'].indexOf(k) < 0) rest[k] = e[k]; });
    switch (e.kind) {
      case 'log': return e.message;
      case 'error': return (e.file ? shortName(e.file) + (e.line ? ':' + e.line : '') + ': ' : '') + e.message;
      case 'display': return JSON.stringify(e.title) + ' ' + JSON.stringify(e.body) + ' buttons: ' +
        (e.actions || []).map(function (a) { return a.title; }).join(', ');
      default: return JSON.stringify(rest);
    }
  }

  function shortName(file) { return root && file.indexOf(root + '/') === 0 ? file.slice(root.length + 1) : file; }

  function addTimeline(message) {
    var item;
    if (message.type === 'reload') {
      item = element('li', 'reload', '↻ reloaded: ' + message.file + ' changed (' + message.count + ')');
      item.dataset.kind = 'reload';
    } else {
      var e = message.effect;
      item = element('li', e.kind);
      item.dataset.kind = e.kind;
      item.dataset.platform = message.platform;
      item.appendChild(element('span', 'platform', message.platform));
      item.appendChild(element('span', 'kind', e.kind + ' '));
      item.appendChild(element('span', 'detail', describe(e, message.line)));
    }
    var list = $('#timeline');
    list.appendChild(item);
    while (list.children.length > 2000) list.firstChild.remove();
    item.scrollIntoView({ block: 'nearest' });
  }

  // MARK: Messages

  function receive(message) {
    if (!renderer && message.type === 'effect') { pending.push(message); return; }
    switch (message.type) {
      case 'hello':
        root = message.root;
        $('#app').textContent = message.app;
        $('#entry').textContent = message.entry;
        showPayloads(message.payloads);
        setSettings(message);
        $('#timeline').textContent = '';
        message.timeline.forEach(receive);
        break;
      case 'effect':
        addTimeline(message);
        var e = message.effect;
        if (e.kind === 'display' && message.model) showNotification(message.platform, e, message.model);
        if (e.kind === 'alert') showDialog(message.platform, e);
        if (e.kind === 'dismiss' && e.notification) removeNotification(message.platform, e.notification);
        break;
      case 'reload':
        addTimeline(message);
        document.querySelectorAll('.screen, .dialogs').forEach(function (s) { s.textContent = ''; });
        break;
      case 'debug': showDebugRun(message); break;
      case 'loadError': showLoadError(message); break;
      case 'check': showFindings(message); break;
      case 'settings': setSettings(message); break;
      case 'failure': addTimeline({ type: 'effect', platform: 'studio', effect: { kind: 'error', message: message.message } }); break;
    }
  }

  // MARK: Debug

  // The Debug button runs the entry under the debugger (`jshost run --inspect-brk`, in a
  // process of its own); the debugger's page opens in the window the click opened (a window
  // opened later, without the click, would be a blocked pop-up) and stays linked here.
  var debuggerWindow = null;

  function debugPlatform() {
    var chosen = document.querySelector('input[name="platform"]:checked');
    return chosen ? chosen.value : 'ios';
  }

  function startDebugging() {
    debuggerWindow = window.open('about:blank', 'jshost-debugger');
    send({ type: 'debug', platform: debugPlatform(), file: currentFile(), text: $('#payload').value });
  }

  function showDebugRun(message) {
    var box = $('#debugger');
    var link = $('#debug-link');
    box.hidden = false;
    box.dataset.state = message.state;
    switch (message.state) {
      case 'starting':
        $('#debug-state').textContent = 'Debug (' + message.platform + '): starting…';
        link.hidden = true;
        break;
      case 'waiting':
        $('#debug-state').textContent = 'Debug (' + message.platform + '): waiting for the debugger, stopped before the entry\'s first line.';
        link.href = message.url;
        link.hidden = false;
        if (debuggerWindow && !debuggerWindow.closed) debuggerWindow.location.href = message.url;
        debuggerWindow = null;
        break;
      case 'ended':
        $('#debug-state').textContent = 'Debug (' + message.platform + '): ' + (message.message || 'the run ended (exit status ' + message.status + ')');
        link.hidden = true;
        if (debuggerWindow && !debuggerWindow.closed) debuggerWindow.close();
        debuggerWindow = null;
        break;
    }
  }

  function setSettings(message) {
    document.querySelectorAll('input[name="platform"]').forEach(function (box) { box.checked = message.platforms.indexOf(box.value) >= 0; });
    $('#app-state').value = message.appState;
  }

  function sendSettings() {
    var platforms = [];
    document.querySelectorAll('input[name="platform"]:checked').forEach(function (box) { platforms.push(box.value); });
    send({ type: 'settings', platforms: platforms, appState: $('#app-state').value });
  }

  function connect() {
    socket = new WebSocket('ws://' + location.host + '/ws?token=' + encodeURIComponent(token));
    socket.onopen = function () { status('connected', 'connected'); };
    socket.onclose = function () { status('disconnected: the studio stopped', 'closed'); };
    socket.onmessage = function (event) { receive(JSON.parse(event.data)); };
  }

  $('#payload').addEventListener('input', edited);
  $('#payload').addEventListener('scroll', function () { $('#gutter').scrollTop = $('#payload').scrollTop; });
  $('#payload-files').addEventListener('change', openPayload);
  $('#push').addEventListener('click', function () { send({ type: 'push', file: currentFile(), text: $('#payload').value }); });
  $('#debug').addEventListener('click', startDebugging);
  $('#clear').addEventListener('click', function () { $('#timeline').textContent = ''; });
  document.querySelectorAll('input[name="platform"]').forEach(function (box) { box.addEventListener('change', sendSettings); });
  $('#app-state').addEventListener('change', sendSettings);

  fetch('/render.js?token=' + encodeURIComponent(token)).then(function (r) { return r.text(); }).then(function (source) {
    // render.js is an expression evaluating to { renderNotification }, run here unchanged.
    // (An indirect eval: its completion value is the expression's; leading comments are fine.)
    renderer = (0, eval)(source);
    var queued = pending;
    pending = [];
    queued.forEach(receive);
  }).catch(function (error) { status('cannot load the renderer: ' + error, 'closed'); });
  connect();
})();
