import { send, cancel } from './api';
import * as api from './api';
import { track } from './analytics';
import legacyFormat from '../lib/legacy-format';
import esDefault from './es-default';
import flagged from '../lib/flagged';

export function notify(title) {
  track('notify');
  return send(legacyFormat(title));
}
export function notifyThroughNamespace(title) {
  return api.send(title);
}
export function cancelAll(ids) {
  return ids.map((id) => cancel(id));
}
export const defaults = () => [esDefault.kind, flagged.kind, typeof flagged];
