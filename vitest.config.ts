import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Three workers even on 2 cores: most files wait on loopback servers, child processes and
    // deadlines rather than the CPU (2:07 of CPU in a 2:05 run), so the waits overlap.
    maxWorkers: 3,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
});
