module.exports = 'ios';
