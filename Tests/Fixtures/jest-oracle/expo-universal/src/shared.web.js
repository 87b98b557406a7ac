module.exports = 'web';
