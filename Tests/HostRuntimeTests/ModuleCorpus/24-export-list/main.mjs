import { a, c, fn } from './m.mjs';
import * as ns from './m.mjs';
console.log(a, c, fn(), 'b' in ns);
