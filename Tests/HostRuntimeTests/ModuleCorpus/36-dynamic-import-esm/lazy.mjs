globalThis.lazyLoads = (globalThis.lazyLoads || 0) + 1;
console.log('lazy evaluated');
export default 'lazy default';
export const x = 'lazy x';
