// A module with a hand-written mock in lib/__mocks__/store.js.
exports.load = () => 'real';
