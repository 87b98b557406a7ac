exports.name = 'a';
