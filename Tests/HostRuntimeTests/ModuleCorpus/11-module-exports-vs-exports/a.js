exports.one = 1;
exports.two = 2;
