import d, { bump } from './m.mjs';
import v from './value.mjs';
console.log(d, v);
bump();
console.log(d);
