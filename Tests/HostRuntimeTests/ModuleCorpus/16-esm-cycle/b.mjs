import { hoisted, a } from './a.mjs';
console.log('b evaluated, calls', hoisted());
let early;
try { early = a; } catch (e) { early = e.constructor.name; }
console.log('b reads a before init:', early);
export function b() { return 'b() sees ' + a; }
