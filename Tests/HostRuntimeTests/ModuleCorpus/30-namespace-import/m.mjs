export default 'd';
export const a = 'a';
export function f() { return 'f'; }
