function unused() {
  return 1;
}
module.exports = unused;
