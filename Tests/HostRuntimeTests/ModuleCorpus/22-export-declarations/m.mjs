export const c = 'const';
export let l = 'let';
export var v = 'var';
export function f() { return 'function'; }
export async function af() { return 'async function'; }
export function* gen() { yield 'g'; yield 'en'; }
export class C {}
