module.exports = (n) => (n > 99 ? '99+' : String(n));
