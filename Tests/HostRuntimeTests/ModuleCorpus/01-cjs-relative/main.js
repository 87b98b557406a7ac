const a = require('./a.js');
const b = require('./b');
console.log(a.name, b.name);
console.log(JSON.stringify(require('./b.js') === b));
