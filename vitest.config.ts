import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machines CI runs on, which left a
    // core idle while the main process waited. Two workers there took the whole run from 430 to 340 s (2026-11-30).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          // Each worker imports the app once for all its files, not once per file: the server's tests hold no
          // module state between files (no module mocks; every test builds its own app on its own database), and
          // importing the app for each of its 110 files had cost 90 of their 212 s (2026-11-30). The web tests
          // stay isolated: they mock modules, and each file needs its own DOM.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
