const up = require('up');
const near = require('near');
exports.msg = up.name + ' + ' + near.name;
