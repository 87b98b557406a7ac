console.log(require('./pkg').where);
console.log(require('./pkg2').where);
