exports.add = (a, b) => a + b;
exports.name = 'cjs lib';
exports.self = exports;
