export { default } from './a.mjs';
export { default as y, z } from './b.mjs';
