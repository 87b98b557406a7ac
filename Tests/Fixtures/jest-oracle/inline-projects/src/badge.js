module.exports = (n) => String(n);
