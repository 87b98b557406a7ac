// A module the code under test depends on (mocked by module-mocks.test.js).
exports.post = ({ text }) => `posted ${text}`;
exports.channels = ['default'];
