module.exports = function () { return 'module.exports function'; };
module.exports.extra = 'prop';
