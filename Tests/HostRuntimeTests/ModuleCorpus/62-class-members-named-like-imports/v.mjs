export const name = 'N', value = 'V';
export function run() { return 'R'; }
