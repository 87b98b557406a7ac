const ns = require('./esm.mjs');
console.log(ns.default, ns.named, typeof ns.fn, ns.fn());
