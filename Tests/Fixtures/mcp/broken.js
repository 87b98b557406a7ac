// Throws at its top level, on line 3: `run` reports the error at broken.js:3.
const handlers = {};
handlers.missing.call();
