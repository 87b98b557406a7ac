import { Buffer } from 'buffer';

// Push providers send the app's data base64-encoded in `payload.data.body`.
export function decodeBody(message) {
  const raw = message && message.data && message.data.body;
  if (typeof raw !== 'string') throw new TypeError('message.data.body must be a base64 string');
  return JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
}

export function encodeBody(body) {
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64');
}

export const actionToken = (id) => Buffer.from(`action:${id}`).toString('hex');
