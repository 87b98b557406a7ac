module.exports = function cjs() { return 'cjs'; };
module.exports.extra = 'extra';
