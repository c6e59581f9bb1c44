import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': webSrc } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'lint/**/*.test.ts'],
          environment: 'node',
          // the content tests check the whole generated output (megabytes of JSON, 1.5 million
          // dictionary forms): seconds each on a loaded 2-core machine
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
});
