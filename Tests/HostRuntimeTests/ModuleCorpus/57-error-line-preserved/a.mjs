export const a = 1, b = 2;
