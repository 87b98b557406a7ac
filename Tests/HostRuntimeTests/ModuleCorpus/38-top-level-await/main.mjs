import { later } from './dep.mjs';
console.log('start');
const v = await new Promise((r) => setTimeout(() => r('awaited'), 10));
console.log(v);
async function* gen() { yield 'a'; yield 'b'; }
const seen = [];
for await (const x of gen()) seen.push(x);
console.log(seen.join(''), later());
