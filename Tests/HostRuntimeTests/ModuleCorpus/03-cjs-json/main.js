const d = require('./data.json');
const e = require('./data');
console.log(d.name, d.list.join(','), JSON.stringify(d === e));
