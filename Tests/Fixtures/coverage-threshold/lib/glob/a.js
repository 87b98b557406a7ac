exports.a = (x) => (x ? 'yes' : 'no');
exports.notCalled = () => 'a';
