export * as utils from './utils.mjs';
export const version = '1.0';
