exports.version = 'legacy-1';
