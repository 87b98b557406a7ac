import f from './f.mjs';
import g from './g.mjs';
import a from './a.mjs';
console.log(f(), f.name);
console.log([...g()].join(','), g.name);
a().then((v) => console.log(v, a.name));
