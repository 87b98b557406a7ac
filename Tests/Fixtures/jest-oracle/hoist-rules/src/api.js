export function send(m) { return 'real:' + m; }
export const collection = 'real';
