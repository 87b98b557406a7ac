import { count, increment, reset as r } from './counter.mjs';
import * as ns from './counter.mjs';
console.log(count);
increment();
increment();
console.log(count, ns.count);
r();
console.log(count);
try { count = 5; } catch (e) { console.log(e.constructor.name); }
