/**
 * What writing the reports costs the first time in a process against once its code is warm:
 * a saved JSON report (`probe-gate demo` writes one) is written in the default formats (those
 * of the typical-scan bench) `--reps` times in this one process, each time into a fresh
 * temporary folder; the first time is printed, then the median and p90 of the others.
 * Every module of src/report and src/compliance is loaded first, outside the timing, so the
 * first figure is first calls (lazy compiling, cold inline caches), not loading.
 *
 *   npx tsx bench/warm-render.ts probe-gate-demo/probe-gate-report.json [--reps N]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_REPORT_FORMATS } from '../src/report/format-names.js';
import { parseReportJson } from '../src/report/json.js';
import { writeReports } from '../src/report/write/files.js';
import { median, p90 } from './stats.js';

const SRC = resolve(import.meta.dirname, '../src');

const { values, positionals } = parseArgs({
  options: { reps: { type: 'string', default: '8' } },
  allowPositionals: true,
});
const [input] = positionals;
const reps = Number(values.reps);
if (!input || !Number.isInteger(reps) || reps < 2)
  throw new Error('Give a JSON report file, and --reps of at least 2.');

for (const folder of ['report', 'compliance'])
  for (const file of readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.ts')) await import(join(SRC, folder, file));

const report = parseReportJson(readFileSync(input, 'utf8'), input);
const ms: number[] = [];
for (let i = 0; i < reps; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'pg-warm-render-'));
  try {
    const t = performance.now();
    await writeReports(report, dir, [...DEFAULT_REPORT_FORMATS]);
    ms.push(performance.now() - t);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const [first = NaN, ...warm] = ms;
console.log(`formats: ${DEFAULT_REPORT_FORMATS.join(', ')}`);
console.log(
  `first write: ${first.toFixed(1)} ms; the ${warm.length} after it: median ${median(warm).toFixed(1)} ms, p90 ${p90(warm).toFixed(1)} ms`,
);
console.log(`each: ${ms.map((m) => m.toFixed(1)).join(' ')} ms`);
