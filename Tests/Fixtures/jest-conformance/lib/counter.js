// A module with state: each fresh copy starts counting at 0.
let count = 0;
exports.next = () => ++count;
exports.loadedAt = Math.random();
