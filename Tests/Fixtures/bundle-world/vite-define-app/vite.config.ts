/// <reference types="vitest" />
import legacy from '@vitejs/plugin-legacy';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json';

// https://vitejs.dev/config/
export default defineConfig({
  plugins: [react(), legacy()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __NPM_VERSION__: JSON.stringify(process.env.npm_package_version),
    __PUSH_TOPIC__: '"orders"', // a string value is code
    __SENTRY_ENABLED__: false,
    'import.meta.env.VITE_CHANNEL': JSON.stringify('beta'),
    'process.env.API_BASE': JSON.stringify("https://api.example.com"),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  test: {
    globals: true,
    environment: 'jsdom',
  },
});
