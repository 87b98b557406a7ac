export function helper() { return 'esm .js helper'; }
