import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The examples import the package by its name, as a user's code does; tests run them on the sources.
    alias: [
      { find: /^activity-records$/, replacement: fileURLToPath(new URL('src/index.ts', import.meta.url)) },
      { find: /^activity-records\/http$/, replacement: fileURLToPath(new URL('src/http/index.ts', import.meta.url)) },
      { find: /^activity-records\/export$/, replacement: fileURLToPath(new URL('src/export/index.ts', import.meta.url)) },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // One line for the run where ../shared/fixtures/ is absent (a failure with CI=true).
    globalSetup: ['test/shared-fixtures-setup.ts'],
    // The bound on a hang, not on speed: tests that take 1 to 2 s on a quiet machine took
    // past vitest's default 5 s (and failed) with the machine's 2 cores shared with three
    // busy processes. A child process's own time limit stays below these, so that its
    // failure says what it is.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Every core runs test files: vitest's default leaves one core to itself, which on a 2-core
    // machine ran the files one after another in a single worker.
    maxWorkers: '100%',
    // A worker keeps the modules it loaded from one file to the next, rather than loading
    // src/, vitest's own and the generator again for each of some 130 files (a third of the
    // suite's CPU time). A file that needs a fresh module registry asks for one
    // (vi.resetModules(), test/modules/import-order.test.ts); one that changes a global puts
    // it back in its own hooks.
    isolate: false,
    typecheck: {
      enabled: true,
      include: ['test/**/*.test-d.ts'],
    },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 90 },
    },
  },
});
