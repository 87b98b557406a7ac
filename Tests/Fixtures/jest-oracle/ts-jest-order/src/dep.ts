export function dep(): string { return 'real'; }
