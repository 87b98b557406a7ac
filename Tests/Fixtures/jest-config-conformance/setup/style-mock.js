module.exports = { styleMock: true };
