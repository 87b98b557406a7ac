import { a } from './a';
export function b() { return 'b sees ' + a; }
export const seenAtLoad = typeof a;
