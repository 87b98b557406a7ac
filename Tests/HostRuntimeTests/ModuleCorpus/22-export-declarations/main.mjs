import * as m from './m.mjs';
console.log(m.c, m.l, m.v, m.f(), m.C.name, [...m.gen()].join(''));
m.af().then((x) => console.log(x));
console.log(Object.keys(m).sort().join(','));
