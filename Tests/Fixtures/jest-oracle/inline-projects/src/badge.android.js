module.exports = (n) => (n > 999 ? '999+' : String(n));
