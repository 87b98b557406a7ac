export default { kind: 'es-default' };
export const other = 1;
