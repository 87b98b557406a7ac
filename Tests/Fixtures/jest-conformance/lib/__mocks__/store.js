// The manual mock jest.mock('./lib/store') picks up.
exports.load = jest.fn(() => 'from __mocks__');
