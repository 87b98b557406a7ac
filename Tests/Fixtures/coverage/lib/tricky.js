'use strict';
const handler = () => {};
const named = function () {};
let a = 1
let b = a
;[a, b] = [b, a]
function hoisted() { return early(); }
function early() { return 'early'; }
const obj = () => ({ kind: 'object' });
function defaults(x = 1, { y = 2 } = {}) { return x + y; }
function branchy(n) {
  if (n > 10) return 'big';
  else if (n > 5) return 'medium';
  else if (n < 0) throw new RangeError('negative');
  outer: for (const i of [1, 2, 3]) for (const j of [1, 2]) { if (i * j === 4) break outer; }
  let count = 0;
  do count++; while (count < 3)
  switch (n) {
    case 1:
    case 2: count += 10;
    case 3: count += 100; break;
    default:
  }
  return count;
}
class Box {
  size = 3;
  static made = 0;
  #secret = 'hidden';
  constructor() { Box.made++; }
  get secret() { return this.#secret; }
  *items() { yield 1; yield 2; }
  async later() { await null; return this.size; }
}
const tag = (strings, ...values) => strings.raw.join('|') + values.join(',');
function maybe(o) { return o?.deep?.value ?? 'none'; }
function args() { return arguments.length; }
const chain = (p, q, r) => (p && q) || r;
module.exports = { handler, named, a, b, hoisted, obj, defaults, branchy, Box, tag, maybe, args, chain };
