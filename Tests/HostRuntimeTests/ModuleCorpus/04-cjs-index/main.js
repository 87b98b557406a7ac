console.log(require('./lib').who);
console.log(require('./lib/').who);
