export const up = (s) => s.toUpperCase();
export default 'utils default';
