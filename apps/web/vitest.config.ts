import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/unit/setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 1 },
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['../api/test/support/global-setup.ts', './e2e/support/build-web.ts'],
          pool: 'forks',
          // one portal and one Chromium at a time: two cores cannot run more without flaky timeouts
          fileParallelism: false,
          maxWorkers: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
