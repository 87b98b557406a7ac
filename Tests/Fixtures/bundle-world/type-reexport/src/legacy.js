// A CommonJS helper: its default import is module.exports, as Babel's interop gives it.
module.exports = { category: 'orders-actions' };
