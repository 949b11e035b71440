import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Polyfills of built-ins the panel's browsers all have: the built-in instead (shims/).
    alias: { 'object.entries': fileURLToPath(new URL('./shims/object.entries.cjs', import.meta.url)) },
  },
  server: {
    port: 5173,
    // The panel calls the API on its own origin; in dev Vite forwards API paths to the server.
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: true },
      '/v2': { target: apiTarget, changeOrigin: true },
      '/produto-base': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
  },
});
