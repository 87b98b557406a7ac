import v from './v.mjs';
import o from './o.mjs';
import s from './s.mjs';
console.log(v, JSON.stringify(o), s);
