export const v = 'V';
