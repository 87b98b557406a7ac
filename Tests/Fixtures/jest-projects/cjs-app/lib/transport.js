exports.deliver = (message) => `delivered:${message}`;
exports.retries = 3;
