import { send } from './api';
export function notify(m) { return send(m.toUpperCase()); }
