module.exports = { channel: 'alerts', sound: 'default' };
