// Loaded with `node --import` into each side of the huge-run bench (tool bundle and floor):
// at exit, writes the process's peak RSS to the file named by PG_BENCH_RSS_OUT, so the
// figure is the child's own without /usr/bin/time. Nothing else changes in the process.
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const out = process.env.PG_BENCH_RSS_OUT;
if (out) {
  process.on('exit', () => {
    const { maxRSS } = process.resourceUsage();
    writeFileSync(out, JSON.stringify({ maxRssKb: maxRSS, uptimeMs: performance.now() }));
  });
}
