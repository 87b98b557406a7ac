// Notifee's documented Jest setup; the package is not installed where jshost runs it.
jest.mock('@notifee/react-native', () => require('@notifee/react-native/jest-mock'));
