module.exports = {
  presets: ['module:@react-native/babel-preset'],
  plugins: [
    [
      'module:react-native-dotenv',
      {
        envName: 'APP_ENV',
        moduleName: '@env',
        path: '.env',
        allowlist: ['API_URL', 'TOPIC', 'SUPPORT_EMAIL'],
        safe: false,
        allowUndefined: true,
      },
    ],
  ],
};
