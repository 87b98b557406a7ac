module.exports = function () { return 'fn export'; };
exports.lost = true;
