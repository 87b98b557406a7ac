module.exports = {
  register: jest.fn((token) => `registered:${token}`),
};
