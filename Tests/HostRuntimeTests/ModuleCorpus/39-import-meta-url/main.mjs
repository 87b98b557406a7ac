const u = import.meta.url;
console.log(u.split(':')[0], u.split('/').pop());
import { where } from './sub/where.mjs';
console.log(where);
const m = import.meta;
console.log(typeof m, typeof m.url);
