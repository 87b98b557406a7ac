export const n = 10;
