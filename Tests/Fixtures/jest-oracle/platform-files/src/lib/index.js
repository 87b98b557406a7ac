module.exports = 'index';
