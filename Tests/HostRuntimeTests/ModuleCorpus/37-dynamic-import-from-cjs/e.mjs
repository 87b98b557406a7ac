export default 'esm default';
export const w = 'esm w';
