export default 'default of b';
export const z = 'z of b';
