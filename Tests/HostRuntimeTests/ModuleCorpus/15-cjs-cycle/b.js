const a = require('./a');
console.log('b: sees partial a.done=' + a.done);
exports.done = true;
