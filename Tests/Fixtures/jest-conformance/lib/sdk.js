// A notification SDK's surface, automocked by automock.test.js.
class Channel {
  constructor(id) { this.id = id; }
  send(message) { return `sent ${message} on ${this.id}`; }
  close() { return true; }
}
async function requestPermission() { return 'granted'; }
module.exports = {
  Channel,
  requestPermission,
  onBackgroundEvent(handler) { return handler; },
  events: { onPress: () => 'press', nested: { deep: () => 1 } },
  EventType: { PRESS: 1, DISMISSED: 2 },
  version: '2.1.0',
  defaultActions: ['open'],
};
