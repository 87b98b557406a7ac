import defaultSend, { send, status } from './api';
export function notify(m) { return send(m.toUpperCase()); }
export function notifyDefault(m) { return defaultSend(m); }
export function health() { return status(); }
