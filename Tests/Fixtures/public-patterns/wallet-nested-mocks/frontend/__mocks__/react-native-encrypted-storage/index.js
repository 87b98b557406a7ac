const RNEncryptedStorage = {
  setItem: jest.fn(() => Promise.resolve()),
  getItem: jest.fn(() => Promise.resolve('{ "language": "es" }')),
  removeItem: jest.fn(() => Promise.resolve()),
};

module.exports = RNEncryptedStorage;
