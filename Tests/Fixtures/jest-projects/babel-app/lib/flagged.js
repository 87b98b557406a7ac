// CommonJS compiled from ESM elsewhere: __esModule set, so `default` is its default export.
Object.defineProperty(exports, '__esModule', { value: true });
exports.default = { kind: 'flagged-default' };
exports.kind = 'flagged-named';
