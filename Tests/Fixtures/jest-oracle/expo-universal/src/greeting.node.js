module.exports = 'node';
