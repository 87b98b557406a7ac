module.exports = 'index-ios';
