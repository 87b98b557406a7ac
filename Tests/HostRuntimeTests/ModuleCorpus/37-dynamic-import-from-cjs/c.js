exports.v = 'cjs v';
