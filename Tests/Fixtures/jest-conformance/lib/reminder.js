// Code under test: it posts through ./notify.
const notify = require('./notify');
exports.sendReminder = (text) => notify.post({ text });
exports.onEvent = (handler) => notify.subscribe(handler);
