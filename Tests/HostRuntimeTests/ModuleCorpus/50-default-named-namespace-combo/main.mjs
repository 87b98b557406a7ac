import d, * as ns from './m.mjs';
import d2, { n } from './m.mjs';
console.log(d, ns.default === d, d2, n);
