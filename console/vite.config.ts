import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The server the development server sends API calls to (npm run dev).
const server = process.env.MERIDIAN_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The page's Content-Security-Policy allows no inline script or style:
    // no module-preload polyfill, no asset inlined as a data URL.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    sourcemap: false,
  },
  server: {
    // Same origin for the browser: the session cookie and the server's
    // cross-site refusal both see the development server's host.
    proxy: {
      '/graphql': { target: server, ws: true },
      '/v1': { target: server },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
