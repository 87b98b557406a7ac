import * as ns from './m.mjs';
console.log(Object.keys(ns).sort().join(','));
console.log(ns.default, ns.a, typeof ns.f, ns.f());
console.log(Object.prototype.toString.call(ns));
