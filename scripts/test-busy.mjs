#!/usr/bin/env node
// Runs the test suite beside two busy-looping processes per core (as `stress --cpu` does), so
// that a test which depends on the machine being idle fails here first. The busy processes are
// ended however the suite ends (exit, failure, Ctrl-C). Extra arguments go to vitest.
// Usage: npm run test:busy [-- vitest args]
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const PER_CORE = 2;
const cores = availableParallelism();
const loops = [];
for (let i = 0; i < cores * PER_CORE; i++) {
  loops.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore', detached: false }));
}
const stopLoops = () => {
  for (const p of loops) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
};
process.on('exit', stopLoops);

const started = Date.now();
console.log(`test:busy: ${loops.length} busy loops beside the suite (${cores} cores).`);
const vitest = spawn(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    vitest.kill(signal);
  });
}
vitest.on('exit', (code, signal) => {
  stopLoops();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`test:busy: the suite ended (${signal ?? `exit ${code}`}) after ${seconds} s.`);
  process.exit(code ?? 1);
});
