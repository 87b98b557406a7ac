export const b = 'B', c = 'C', d = 'D';
