const a = require('./a');
const b = require('./b');
const c = require('./c');
console.log(JSON.stringify(a), typeof b, b(), JSON.stringify(c));
