export * from './one.mjs';
export * from './two.mjs';
export const shared = 'own wins';
export default 'all default';
