exports = { replaced: true };
exports.also = 1;
module.exports.kept = 'kept';
