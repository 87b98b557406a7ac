export let count = 0;
export function increment() { count++; }
export const reset = () => { count = 0; };
