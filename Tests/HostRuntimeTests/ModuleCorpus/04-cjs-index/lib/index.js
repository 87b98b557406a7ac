exports.who = 'lib/index.js';
