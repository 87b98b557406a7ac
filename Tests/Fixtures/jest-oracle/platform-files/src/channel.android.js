module.exports = 'android-only';
