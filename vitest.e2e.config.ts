import { defineConfig } from 'vitest/config';

// Browser journeys: the built app on a random port, driven by Debian's Chromium (playwright-core).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
