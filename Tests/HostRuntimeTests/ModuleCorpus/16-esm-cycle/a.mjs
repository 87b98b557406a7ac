import { b } from './b.mjs';
export const a = 'A';
export function hoisted() { return 'hoisted from a'; }
export function callB() { return b(); }
console.log('a evaluated');
