// The team's Jest mock of react-native-device-info, as its README suggests.
module.exports = {
  __esModule: true,
  default: {
    getUniqueId: jest.fn(() => Promise.resolve('mock-device-id')),
    getBatteryLevel: jest.fn(() => Promise.resolve(0.5)),
    addBatteryLevelListener: jest.fn(),
  },
  getUniqueId: jest.fn(() => Promise.resolve('mock-device-id')),
};
