module.exports = { __esModule: true, default: 'ios-js' };
