import { defineConfig } from 'vitest/config';

const onCI = Boolean(process.env.CI);

export default defineConfig({
  test: {
    allowOnly: !onCI, // forbid .only on CI
    reporters: onCI ? ['default'] : ['default'],
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/build-once.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Each file starts its own server and browser; two at a time fit two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
