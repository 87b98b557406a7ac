import { n } from './n.mjs';
const r1 = /import x from 'y'/;
const r2 = /[/]export{a}/g;
const half = n / 2 / 1;
const r3 = (n) / 2;
const arr = [n] [0] / 2;
let x = n; x /= 2;
if (true) /a\/b/.test('a/b') && console.log('regex after if()');
const r4 = typeof /re/;
const r5 = n ? /yes/ : /no/;
const fn = () => {}
/x/.test('x') && console.log('regex after block');
console.log(r1.source, r2.source, half, r3, arr, x, r4, r5.source);
console.log('a/b/c'.split(/\//).length, 10 / n / 5);
