import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    pool: 'forks',
    // A worker runs its test files one after another in one process: the server's modules load
    // once, not per file (1.3 s of CPU each, a quarter of an API test file's), and PGlite's
    // WebAssembly warms up once. Tests stay independent: each file builds its own kit on its own
    // database, and no test mocks modules or leaves globals changed.
    isolate: false,
    globalSetup: ['./src/server/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
