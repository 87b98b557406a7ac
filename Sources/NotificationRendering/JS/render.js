// The notification renderer (docs/rendering.md): turns one notification's model — the app,
// the platform and each view's layout as the platform rules decided it
// (Sources/Notifications/Appearance/PlatformViews.swift) — into HTML that
// notification.css draws as iOS 18 or Android 15 would, light and dark.
//
// Plain string building, no DOM: the host runs it in JavaScriptCore to write static pages,
// and a browser page (the studio) can run the same function.
//
// The source is an expression; it evaluates to `{ renderNotification(modelJSON) }`.
// The model: { id, platform, app: {name, icon?, initial}, time, color?, badge?,
//              views: [{ view, file, shown, hiddenReason?, title?, subtitle?, body?,
//                        titleLines, bodyLines, actions: [{id, title, destructive,
//                        foreground, textInput?}], actionsLeftOut, reply?, image?,
//                        lines, notes, style?, progress?, largeIcon? }] }
(function () {
  'use strict';

  function esc(text) {
    return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  }
  function attr(name, value) { return value === undefined || value === null ? '' : ' ' + name + '="' + esc(value) + '"'; }
  // A line clamp as the platform applies it (0: no limit).
  function clamp(lines) { return lines > 0 ? ' style="-webkit-line-clamp:' + lines + '"' : ''; }
  function text(tag, cls, value, lines) {
    if (value === undefined || value === null || value === '') return '';
    return '<' + tag + ' class="' + cls + (lines > 0 ? ' clamped' : '') + '"' + clamp(lines) + '>' + esc(value) + '</' + tag + '>';
  }

  // Drawn icons (no image files): the app icon falls back to its initial on a neutral tile.
  function appIcon(app, cls) {
    if (app.icon) return '<img class="' + cls + '" alt="" src="' + esc(app.icon) + '">';
    return '<span class="' + cls + ' neutral" aria-hidden="true">' + esc(app.initial) + '</span>';
  }
  var bell = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11a6 6 0 0 0-5-5.9V4a1 1 0 0 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1z"/></svg>';
  var chevron = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z"/></svg>';
  var send = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3 20.5v-7l9-1.5-9-1.5v-7L22 12z"/></svg>';
  var arrowUp = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 4 5 11l1.4 1.4L11 7.8V20h2V7.8l4.6 4.6L19 11z"/></svg>';

  // A picture the host cannot fetch (it draws no network image): a framed placeholder
  // naming the file, the size the platform gives the picture.
  function picture(url, cls) {
    var name = String(url).split(/[/?#]/).filter(Boolean).pop() || url;
    return '<figure class="' + cls + '" data-src="' + esc(url) + '"><span class="n-image-name">' + esc(name) + '</span></figure>';
  }

  function actionsBlock(v, cls) {
    if (!v.actions.length) return '';
    return '<div class="n-actions ' + cls + '">' + v.actions.map(function (a) {
      return '<button type="button" class="n-action' + (a.destructive ? ' destructive' : '') + (a.textInput ? ' text-input' : '') +
        '"' + attr('data-action', a.id) + '>' + esc(a.title) + '</button>';
    }).join('') + '</div>';
  }

  function replyBlock(v, platform) {
    if (!v.reply) return '';
    var input = v.reply.textInput || {};
    var placeholder = input.placeholder || (platform === 'ios' ? '' : 'Reply');
    var button = input.buttonTitle || (platform === 'ios' ? 'Send' : '');
    return '<div class="n-reply"' + attr('data-action', v.reply.id) + '><span class="n-reply-field">' + esc(placeholder) +
      '</span><span class="n-reply-send"' + attr('title', button) + '>' + (platform === 'ios' ? arrowUp : send) + '</span></div>';
  }

  function linesBlock(v) {
    if (!v.lines.length) return '';
    return '<ul class="n-lines">' + v.lines.map(function (l) { return '<li>' + esc(l) + '</li>'; }).join('') + '</ul>';
  }

  function progressBlock(p) {
    if (!p) return '';
    var width = p.indeterminate || !(p.max > 0) ? 40 : Math.max(0, Math.min(100, 100 * p.current / p.max));
    return '<div class="n-progress' + (p.indeterminate ? ' indeterminate' : '') + '"><span style="width:' + width.toFixed(1) + '%"></span></div>';
  }

  // MARK: iOS

  function iosPlatter(m, v, expanded) {
    var thumb = !expanded && v.image ? picture(v.image, 'n-thumbnail') : '';
    var hero = expanded && v.image ? picture(v.image, 'n-hero') : '';
    return '<div class="n-platter">' + hero +
      '<div class="n-row">' + appIcon(m.app, 'n-icon') +
      '<div class="n-content">' +
      '<div class="n-head">' + text('span', 'n-title', v.title, v.titleLines) + '<time class="n-time">' + esc(m.timeText) + '</time></div>' +
      text('div', 'n-subtitle', v.subtitle, 1) + text('div', 'n-body', v.body, v.bodyLines) +
      (m.interruptionLabel ? '<div class="n-level">' + esc(m.interruptionLabel) + '</div>' : '') +
      '</div>' + thumb + '</div></div>';
  }

  function iosView(m, v) {
    switch (v.view) {
      case 'banner':
        return '<div class="screen home">' + iosPlatter(m, v, false) + '</div>';
      case 'expanded':
        return '<div class="screen dimmed">' + iosPlatter(m, v, true) +
          (v.actions.length ? actionsBlock(v, 'ios-menu') : '') + replyBlock(v, 'ios') + '</div>';
      case 'lockScreen':
        return '<div class="screen lock"><div class="lock-clock"><div class="lock-date">' + esc(m.dateText) + '</div><div class="lock-time">9:41</div></div>' +
          iosPlatter(m, v, false) + '</div>';
    }
    return '';
  }

  // MARK: Android

  function androidCard(m, v, expanded, headsUp) {
    var large = v.largeIcon ? picture(v.largeIcon, 'n-large-icon') : '';
    var bigPicture = expanded && v.image ? picture(v.image, 'n-big-picture') : '';
    // The payload's colour, only when it is a colour: nothing else reaches the style.
    var accent = /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i.test(m.color || '') ? ' style="--accent:' + m.color + '"' : '';
    return '<div class="n-card' + (headsUp ? ' heads-up' : '') + '"' + accent + '>' +
      '<div class="n-row">' +
      '<span class="n-small-icon">' + bell + '</span>' +
      '<div class="n-content">' +
      '<div class="n-header"><span class="n-app">' + esc(m.app.name) + '</span>' +
      (v.subtitle ? '<span class="n-sep">•</span>' + text('span', 'n-subtitle', v.subtitle, 1) : '') +
      '<span class="n-sep">•</span><time class="n-time">' + esc(m.timeText) + '</time></div>' +
      text('div', 'n-title', v.title, v.titleLines) + text('div', 'n-body', v.body, v.bodyLines) + linesBlock(v) +
      progressBlock(m.progress) +
      '</div>' + large + '<span class="n-expand">' + chevron + '</span></div>' +
      bigPicture + (v.reply ? replyBlock(v, 'android') : actionsBlock(v, 'android-actions')) + '</div>';
  }

  function androidView(m, v) {
    switch (v.view) {
      case 'headsUp':
        return '<div class="screen app">' + androidCard(m, v, false, true) + '</div>';
      case 'shadeCollapsed':
        return '<div class="screen shade">' + androidCard(m, v, false, false) + '</div>';
      case 'shadeExpanded':
      case 'inlineReply':
        return '<div class="screen shade">' + androidCard(m, v, true, false) + '</div>';
      case 'lockScreenPublic':
      case 'lockScreenPrivate':
        return '<div class="screen lock"><div class="lock-clock"><div class="lock-time">9:41</div><div class="lock-date">' + esc(m.dateText) + '</div></div>' +
          androidCard(m, v, false, false) + '</div>';
    }
    return '';
  }

  var labels = {
    banner: 'Banner', expanded: 'Expanded', lockScreen: 'Lock screen',
    headsUp: 'Heads-up', shadeCollapsed: 'Shade, collapsed', shadeExpanded: 'Shade, expanded',
    lockScreenPublic: 'Lock screen, all content shown', lockScreenPrivate: 'Lock screen, sensitive content hidden',
    inlineReply: 'Shade, replying'
  };

  function renderView(m, v, theme) {
    var body = !v.shown
      ? '<div class="screen not-shown"><p class="n-hidden-reason">Not shown: ' + esc(v.hiddenReason || '') + '</p></div>'
      : (m.platform === 'ios' ? iosView(m, v) : androidView(m, v));
    var notes = v.notes.length ? '<ul class="n-notes">' + v.notes.map(function (n) { return '<li>' + esc(n) + '</li>'; }).join('') + '</ul>' : '';
    return '<section class="view ' + m.platform + ' theme-' + theme + '"' + attr('data-platform', m.platform) + attr('data-view', v.view) +
      attr('data-theme', theme) + attr('data-file', v.file + '-' + theme) + attr('data-shown', String(v.shown)) + '>' +
      '<h3 class="view-label">' + esc(labels[v.view] || v.view) + ' · ' + theme + '</h3>' + body + notes + '</section>';
  }

  function renderNotification(modelJSON) {
    var m = JSON.parse(modelJSON);
    var out = '<div class="notification"' + attr('data-notification', m.id) + attr('data-platform', m.platform) + '>';
    ['light', 'dark'].forEach(function (theme) {
      out += '<div class="theme-row">' + m.views.map(function (v) { return renderView(m, v, theme); }).join('') + '</div>';
    });
    return out + '</div>';
  }

  return { renderNotification: renderNotification };
})()
