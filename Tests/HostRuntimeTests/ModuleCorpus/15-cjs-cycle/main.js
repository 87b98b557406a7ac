const a = require('./a');
console.log('main: a.done=' + a.done + ' a.fromB=' + a.fromB);
