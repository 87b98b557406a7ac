console.log('before');
const p = import('./lazy.mjs');
console.log('after call');
p.then((ns) => { console.log(ns.default, ns.x); return import('./lazy.mjs'); })
 .then((again) => console.log('same namespace:', again === again, globalThis.lazyLoads));
