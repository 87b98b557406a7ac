exports.legacy = 'cjs helper';
