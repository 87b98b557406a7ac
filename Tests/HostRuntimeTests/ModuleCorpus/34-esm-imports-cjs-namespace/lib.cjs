exports.a = 'A';
exports.self = exports;
