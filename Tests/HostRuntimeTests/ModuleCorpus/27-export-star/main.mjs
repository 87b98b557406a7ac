import * as ns from './all.mjs';
console.log(Object.keys(ns).sort().join(','));
console.log(ns.shared, ns.one, ns.two, ns.default);
