export const msg = 'dynamic from cjs';
