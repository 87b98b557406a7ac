const rel = (p) => p.split('/').slice(-2).join('/');
console.log(rel(__filename));
console.log(__dirname.split('/').slice(-1)[0]);
const s = require('./sub/where.js');
console.log(s.file, s.dir);
