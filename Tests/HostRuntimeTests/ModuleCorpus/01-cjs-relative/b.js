module.exports = { name: 'b' };
