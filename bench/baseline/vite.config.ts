import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The bundle bench's baseline: a minimal react-admin 5 app (bench/baseline/main.tsx), built with
 * the same Vite, React and MUI as the panel and no other tuning. Output: bench/baseline/dist
 * (git-ignored, produced at bench time).
 */
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
