module.exports = { channel: null, sound: 'default.caf' };
