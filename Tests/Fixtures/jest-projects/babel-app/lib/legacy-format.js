// A CommonJS module whose module.exports is a function (the default import's value).
module.exports = function legacyFormat(title) {
  return title.toUpperCase();
};
