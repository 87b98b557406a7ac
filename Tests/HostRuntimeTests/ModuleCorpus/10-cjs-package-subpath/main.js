const f = require('lib/util/format');
console.log(f('x'));
console.log(require('lib/package.json').version);
