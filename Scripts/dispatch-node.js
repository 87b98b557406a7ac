// The node side of the dispatch bar (docs/performance.md): an equivalent pure-JS
// dispatcher over the same NDJSON events — JSON.parse each line, look up the
// notification and its action, call the registered handler, JSON.stringify
// the same effects jshost writes — so both sides do the same work.
// Usage: node Scripts/dispatch-node.js EVENTS.ndjson > /dev/null
'use strict';
const fs = require('fs');

const categories = new Map([['invoice', [
  { id: 'email', title: 'Email it', foreground: false, destructive: false, authenticationRequired: false, type: 'sendEmail' },
  { id: 'view', title: 'View', foreground: true, destructive: false, authenticationRequired: false },
]]]);
const handlers = new Map([['sendEmail', ({ action }) => action.value.subject.length]]);
const notifications = new Map();
const start = process.hrtime.bigint();
let seq = 0;
const out = [];
const now = () => Math.round(Number(process.hrtime.bigint() - start) / 1e3) / 1e3;
function emit(kind, notification, fields) {
  out.push(JSON.stringify(Object.assign({ seq: ++seq, t: now(), kind, notification }, fields)));
  if (out.length >= 512) { process.stdout.write(out.join('\n') + '\n'); out.length = 0; }
}

const text = fs.readFileSync(process.argv[2], 'utf8');
let appState = 'background';
for (const line of text.split('\n')) {
  if (!line) continue;
  const event = JSON.parse(line);
  if (event.push) {
    const payload = event.push, aps = payload.aps || {};
    const alert = typeof aps.alert === 'string' ? { body: aps.alert } : (aps.alert || {});
    const id = event.id;
    notifications.set(id, payload);
    const actions = (categories.get(aps.category) || []).slice(0, 4).map(({ id, title, foreground, destructive, authenticationRequired }) => ({ id, title, foreground, destructive, authenticationRequired }));
    emit('display', id, { platform: 'ios', category: aps.category, title: alert.title, body: alert.body, actions });
  } else if (event.response) {
    const id = event.response, payload = notifications.get(id);
    emit('response', id, { action: event.action });
    if (appState !== 'foreground') { emit('openApp', id, {}); appState = 'foreground'; }
    const action = event.action === 'default' ? payload['notification-action'] : (categories.get(payload.aps.category) || []).find(a => a.id === event.action);
    const handler = action && handlers.get(action.type);
    if (handler) {
      const t0 = process.hrtime.bigint();
      const result = handler({ type: action.type, action, payload, actionIdentifier: event.action });
      emit('handler', id, { surface: 'jshost', type: action.type, result, ms: Number(process.hrtime.bigint() - t0) / 1e6 });
    }
  }
}
process.stdout.write(out.join('\n') + (out.length ? '\n' : ''));
