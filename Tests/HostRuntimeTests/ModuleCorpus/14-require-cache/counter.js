globalThis.__loads = (globalThis.__loads || 0) + 1;
exports.n = globalThis.__loads;
