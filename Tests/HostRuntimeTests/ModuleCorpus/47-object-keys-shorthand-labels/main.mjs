import { b, c as cc, d } from './v.mjs';
const o = { b, cc, d: 'key d', [b]: 'computed', b2: b };
console.log(JSON.stringify(o));
const p = { d() { return 'method d'; }, get b() { return 'getter b'; } };
console.log(p.d(), p.b, o.b, o?.d);
d: for (let i = 0; i < 3; i++) { if (i === 1) break d; console.log('loop', i); }
console.log(d, true ? b : cc);
switch (b) { case b: console.log('case b'); }
