/** @type {import('jest').Config} */
module.exports = {
  preset: 'react-native',
  setupFiles: ['<rootDir>/test/setup.js'],
  moduleNameMapper: {
    '^@sentry/react-native$': '<rootDir>/test/__mocks__/sentry.ts',
    '^@analytics/(.*)$': '<rootDir>/test/__mocks__/analytics/$1',
    '\\.(png|jpe?g|gif)$': '<rootDir>/test/__mocks__/fileMock.js',
  },
  transformIgnorePatterns: [
    'node_modules/(?!(@react-native|react-native)/)',
  ],
};
