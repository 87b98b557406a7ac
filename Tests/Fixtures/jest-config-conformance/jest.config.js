// A project's Jest configuration, as teams write one: jshost and real Jest both read it.
module.exports = {
  testMatch: ['**/specs/**/*.spec.js', '**/__tests__/**/*.js'],
  testPathIgnorePatterns: ['/node_modules/', '/ignored/'],
  setupFiles: ['<rootDir>/setup/globals.js'],
  setupFilesAfterEnv: ['<rootDir>/setup/after-env.js'],
  moduleNameMapper: {
    '^@app/(.*)$': '<rootDir>/src/$1',
    '\\.css$': '<rootDir>/setup/style-mock.js',
  },
  testTimeout: 300,
  clearMocks: true,
  snapshotFormat: { printBasicPrototype: true, escapeString: true },
};
