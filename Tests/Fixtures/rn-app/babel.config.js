module.exports = function (api) {
  api.cache(true);
  return {
    presets: ['module:@react-native/babel-preset'],
    plugins: [
      [
        'module-resolver',
        {
          root: ['./src'],
          extensions: ['.ios.js', '.android.js', '.js', '.ts', '.tsx', '.json'],
          alias: {
            '@services': './src/services',
            '^~config/(.+)': './src/config/\\1',
          },
        },
      ],
      'react-native-reanimated/plugin',
    ],
  };
};
