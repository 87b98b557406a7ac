const a1 = require('./counter');
const a2 = require('./counter');
console.log(a1 === a2, a1.n);
const key = require.resolve('./counter');
console.log(typeof require.cache[key], require.cache[key].exports === a1);
delete require.cache[key];
const a3 = require('./counter');
console.log(a3 === a1, a3.n, globalThis.__loads);
