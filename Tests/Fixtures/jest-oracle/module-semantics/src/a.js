import { b } from './b';
export const a = 'a';
export function fromB() { return b(); }
