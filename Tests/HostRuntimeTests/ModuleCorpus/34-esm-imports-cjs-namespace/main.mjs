import * as ns from './lib.cjs';
console.log(ns.default.a, ns.a, ns.default === ns.default.self);
import j from './data.json' with { type: 'json' };
console.log(j.kind);
