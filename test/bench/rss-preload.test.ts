/**
 * The huge-run bench's peak RSS is each child's own. getrusage's maxRSS is carried over from
 * before exec on Linux, so a child of a large parent (the bench holds every recorded body)
 * reported the parent's size; bench/rss-preload.mjs reads VmHWM instead.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const PRELOAD = resolve(import.meta.dirname, '../../bench/rss-preload.mjs');

describe.skipIf(process.platform !== 'linux')('rss-preload', () => {
  it("reports a small child's own peak, not the 300 MB of the parent that spawned it", () => {
    const dir = mkdtempSync(join(tmpdir(), 'pg-rss-'));
    try {
      const out = join(dir, 'rss.json');
      const parent = join(dir, 'parent.mjs');
      writeFileSync(
        parent,
        [
          "import { spawnSync } from 'node:child_process';",
          'const held = Buffer.alloc(300 * 1024 * 1024, 1);',
          `spawnSync(process.execPath, ['--import', ${JSON.stringify(PRELOAD)}, '-e', '1'], {`,
          `  env: { ...process.env, PG_BENCH_RSS_OUT: ${JSON.stringify(out)} },`,
          '});',
          'process.stdout.write(String(held.length));',
        ].join('\n'),
      );
      execFileSync(process.execPath, [parent], { timeout: 30_000 });
      const r = JSON.parse(readFileSync(out, 'utf8')) as { maxRssKb: number; source: string };
      expect(r.source).toBe('VmHWM');
      expect(r.maxRssKb / 1024).toBeLessThan(150);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
