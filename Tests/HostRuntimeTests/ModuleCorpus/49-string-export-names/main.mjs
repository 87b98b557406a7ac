import { 'a-b' as ab, "default" as d } from './m.mjs';
import * as ns from './m.mjs';
console.log(ab, d, ns['a-b'], Object.keys(ns).sort().join(','));
