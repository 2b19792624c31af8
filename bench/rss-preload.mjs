// Loaded with `node --import` into each side of the huge-run bench (tool bundle and floor):
// at exit, writes the process's peak RSS to the file named by PG_BENCH_RSS_OUT, so the
// figure is the child's own without /usr/bin/time. Nothing else changes in the process.
//
// On Linux the figure is VmHWM from /proc/self/status: the high-water mark of this
// process's own memory. getrusage's maxRSS is not: Linux carries it over from before exec,
// so a child spawned by a parent holding hundreds of MB (the bench holds every recorded
// body) reported the parent's size whenever that was larger than its own.
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const out = process.env.PG_BENCH_RSS_OUT;

/** VmHWM in KiB, or null where /proc is not there. */
function highWaterKb() {
  try {
    const m = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

if (out) {
  process.on('exit', () => {
    const { maxRSS } = process.resourceUsage();
    const hwm = highWaterKb();
    writeFileSync(
      out,
      JSON.stringify({
        maxRssKb: hwm ?? maxRSS,
        source: hwm === null ? 'getrusage' : 'VmHWM',
        getrusageMaxRssKb: maxRSS,
        uptimeMs: performance.now(),
      }),
    );
  });
}
