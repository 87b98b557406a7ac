const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = {
  entry: './src/index.js',
  output: { path: path.resolve(__dirname, 'www'), filename: 'bundle.js' },
  plugins: [
    new HtmlWebpackPlugin({ template: './src/index.html' }),
    new webpack.DefinePlugin({
      'process.env.PUSH_SERVER': JSON.stringify('https://push.example.com'),
      PRODUCTION: JSON.stringify(false),
      VERSION: JSON.stringify('5fa3b9'),
      'typeof window': JSON.stringify('object'),
    }),
    new webpack.EnvironmentPlugin({ APP_FLAVOR: 'staging', DEBUG: false }),
    new webpack.EnvironmentPlugin(['SENTRY_DSN']),
  ],
};
