export const one = 1;
export const shared = 'from one';
export default 'one default';
