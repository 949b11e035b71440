import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
