import lib, { add, name } from './lib.cjs';
console.log(add(2, 3), name, lib.name, lib === lib.self);
import fn from './fn.cjs';
console.log(fn(), fn.extra);
