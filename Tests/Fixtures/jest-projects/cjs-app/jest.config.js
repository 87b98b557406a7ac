// CommonJS all the way, with the team's test kit from node_modules as a setup file.
module.exports = {
  setupFilesAfterEnv: ['push-test-kit/setup', '<rootDir>/test/after-env.js'],
  moduleNameMapper: { '^@lib/(.*)$': '<rootDir>/lib/$1' },
  restoreMocks: true,
  moduleDirectories: ['node_modules', 'shared'],
  modulePaths: ['<rootDir>/vendor'],
  notifyMode: 'failure-change',
  unknownTeamOption: true,
};
