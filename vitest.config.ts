import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // Each file gets a fresh database; files run in separate forks.
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'panel',
          environment: 'jsdom',
          include: ['tests/panel/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/panel/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.spec.ts'],
          // One real server and one Chromium: the journeys run one file at a time.
          globalSetup: ['tests/e2e/globalSetup.ts'],
          fileParallelism: false,
          // Limits that only end a journey that hangs (see ESPERA in tests/e2e/browser.ts).
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
