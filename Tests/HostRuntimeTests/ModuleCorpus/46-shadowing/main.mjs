import { x, y, z, w } from './v.mjs';
function param(x) { return 'param ' + x; }
const arrow = (y) => 'arrow ' + y;
const arrow1 = z => 'arrow1 ' + z;
function block() { { let x = 'block let'; return x; } }
function hoistedVar() { if (true) { var y = 'hoisted var'; } return y; }
function catchP() { try { throw 'caught'; } catch (z) { return 'catch ' + z; } }
function destr({ x, y: [w] }) { return x + ' ' + w; }
function inner() { function w() { return 'inner fn'; } return w(); }
for (const x of ['loop x']) console.log(x);
console.log(param('p'), arrow('a'), arrow1('b'), block(), hoistedVar(), catchP());
console.log(destr({ x: 'dx', y: ['dw'] }), inner());
console.log(x, y, z, w);
