export const deep = 'deep value';
export const original = 'renamed twice';
export let counter = 0;
export function tick() { counter += 10; }
