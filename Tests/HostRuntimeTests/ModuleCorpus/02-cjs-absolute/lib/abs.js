exports.hello = (n) => 'hello ' + n;
