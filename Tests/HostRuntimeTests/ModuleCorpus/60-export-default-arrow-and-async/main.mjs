import arrow from './arrow.mjs';
import af from './asyncfn.mjs';
console.log(arrow(2));
af(3).then((v) => console.log(v));
