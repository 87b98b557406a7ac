// Only what the app calls: the package's own mock needs its dist/ folder.
const notifee = {
  displayNotification: jest.fn().mockResolvedValue('notification-id'),
  cancelNotification: jest.fn().mockResolvedValue(),
  onBackgroundEvent: jest.fn(),
};

module.exports = {
  __esModule: true,
  default: notifee,
  EventType: { DISMISSED: 0, PRESS: 1, ACTION_PRESS: 2 },
};
