// For real Jest only: jest-expo is not installed here (nor in Debian), so real Jest cannot read
// `preset: 'jest-expo/universal'`. This configuration is what that preset gives (expo/expo
// packages/jest-expo universal/jest-preset.js and config/getPlatformPreset.js: web, node, iOS and
// Android projects), without the parts that need the packages themselves (babel-jest's Metro
// caller, react-native's and jest-expo's native setup files, the snapshot resolvers).
// Scripts/jest-conformance.py runs real Jest with it; jshost reads package.json's preset.
const testMatch = (extensions) =>
  ['', ...extensions].flatMap((extension) => {
    const platform = extension ? `.${extension}` : '';
    return [
      `**/__tests__/**/*spec${platform}.[jt]s?(x)`,
      `**/__tests__/**/*test${platform}.[jt]s?(x)`,
      `**/?(*.)+(spec|test)${platform}.[jt]s?(x)`,
    ];
  });

// @expo/config's getBareExtensions(platforms, {isTS: true, isReact: true, isModern: false}).
const moduleFileExtensions = (platforms) => [
  ...[...platforms, ''].flatMap((platform) =>
    ['ts', 'tsx', 'js', 'jsx'].map((language) => [platform, language].filter(Boolean).join('.'))
  ),
  'json',
  ...(platforms.includes('web') ? ['wasm'] : []),
];

const project = (name, color, extensions, options) => ({
  ...options,
  displayName: { name, color },
  testMatch: testMatch(extensions),
  testPathIgnorePatterns: ['/node_modules/', '/__tests__/_rsc/'],
  moduleFileExtensions: moduleFileExtensions(extensions),
  haste: { defaultPlatform: extensions[0], platforms: extensions },
});

const web = {
  setupFiles: ['<rootDir>/oracle/setup-web.js'],
  moduleNameMapper: { '^react-native$': 'react-native-web' },
};

module.exports = {
  projects: [
    project('Web', 'magenta', ['web'], { ...web, testEnvironment: 'jsdom' }),
    project('Node', 'cyan', ['node', 'web'], { ...web, testEnvironment: 'node' }),
    project('iOS', 'white', ['ios', 'native'], { testEnvironment: 'node' }),
    project('Android', 'blueBright', ['android', 'native'], { testEnvironment: 'node' }),
  ],
};
