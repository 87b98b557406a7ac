exports.where = 'pkg2/lib/index.js';
