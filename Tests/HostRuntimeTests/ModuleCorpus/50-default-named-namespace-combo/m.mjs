export default 'D';
export const n = 'N';
