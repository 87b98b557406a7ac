export let state = 'init';
export function setState(s) { state = s; }
