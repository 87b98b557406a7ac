const EventEmitter = require('events');
const { decodeBody } = require('./payload');

class NotificationBus extends EventEmitter {
  receive(message) {
    let body;
    try {
      body = decodeBody(message);
    } catch (error) {
      this.emit('error', error);
      return;
    }
    this.emit('notification', body);
    if (body.category) this.emit(`category:${body.category}`, body);
  }
}

module.exports = { NotificationBus };
