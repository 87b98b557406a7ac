export const k = 10;
