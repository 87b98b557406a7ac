exports.where = 'pkg/src/entry.js';
