export const x = 'X', y = 'Y', z = 'Z', w = 'W';
