// Not a test: a helper the tests share (testMatch leaves it out).
module.exports = { reminder: (title) => ({ id: 'r-1', title, status: 'programado' }) };
