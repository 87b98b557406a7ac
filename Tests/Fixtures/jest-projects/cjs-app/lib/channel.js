const kit = require('push-test-kit');
const transport = require('./transport');

function publish(message) {
  kit.record(message);
  return transport.deliver(message);
}
module.exports = { publish };
