/// <reference types="vitest" />
import legacy from '@vitejs/plugin-legacy';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// https://vitejs.dev/config/
export default defineConfig({
  plugins: [react(), legacy()],
  define: {
    __APP_VERSION__: JSON.stringify('2.4.1'),
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
