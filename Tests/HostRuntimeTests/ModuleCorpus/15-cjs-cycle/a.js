exports.done = false;
const b = require('./b');
exports.fromB = b.done;
exports.done = true;
console.log('a: b.done=' + b.done);
