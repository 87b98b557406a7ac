import { a } from './a.mjs';
console.log(a);
const s = 'never closed;
