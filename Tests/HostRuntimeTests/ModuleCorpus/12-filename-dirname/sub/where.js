exports.file = __filename.split('/').slice(-2).join('/');
exports.dir = __dirname.split('/').slice(-1)[0];
