export default 'esm default';
export const named = 'esm named';
export function fn() { return 'esm fn'; }
