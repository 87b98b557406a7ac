module.exports = require('not-installed-anywhere');
