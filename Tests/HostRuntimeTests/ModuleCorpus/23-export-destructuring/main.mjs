import { a, c, d, rest, x, y } from './m.mjs';
console.log(a, c, d, JSON.stringify(rest), x, y);
