/* istanbul ignore file */
// A file istanbul leaves out entirely.
exports.generated = function (x) {
  return x ? 'yes' : 'no';
};
