import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * No test is bounded by how fast the machine is: deadlines and gaps are checked on injected
 * clocks, durations are reported by `npm run bench` and `npm run soak`. The timeouts below
 * only end a test that hangs, with room for a machine that is busy with other work
 * (`npm run test:busy` runs the suite beside two busy loops per core).
 */
const HANG_MS = 300_000;

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: HANG_MS,
    hookTimeout: HANG_MS,
    teardownTimeout: HANG_MS,
    pool: 'forks',
    // Workers keep their loaded modules from one test file to the next: a file that changes
    // process-wide state (environment variables, the working directory, timers) restores it.
    isolate: false,
    // From the cores the machine offers this process: three workers per core, since many
    // files wait on loopback servers, child processes and deadlines rather than the CPU; with
    // fewer, those waits leave cores idle.
    maxWorkers: Math.max(3, availableParallelism() * 3),
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
});
