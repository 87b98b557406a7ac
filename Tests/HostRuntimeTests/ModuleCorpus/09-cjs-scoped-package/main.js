const p = require('@acme/tools');
const x = require('@acme/tools/extra');
console.log(p.name, x.name);
