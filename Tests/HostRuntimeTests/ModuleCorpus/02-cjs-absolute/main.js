const lib = require(__dirname + '/lib/abs.js');
const again = require(__dirname + '/lib/abs');
console.log(lib.hello('abs'), JSON.stringify(lib === again));
