import { k } from './k.mjs';
const a = k
/2/1;
const b = [1, 2].map((x) => x / k)[1];
const c = { v: /}/.source }.v;
let i = 4; i++ / 2;
const d = `${k / 2}` / 1;
const e = 'x'.replace(/x/g, '/* not a comment */');
console.log(a, b, c, d, e);
const f = k /* comment */ / 5;
console.log(f, /[\]/]/.test(']'), (/ab+c/i).flags);
