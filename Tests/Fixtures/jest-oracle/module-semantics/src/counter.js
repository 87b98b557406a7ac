let count = 0;
module.exports = { next: () => ++count };
