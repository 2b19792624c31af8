/**
 * `npm run simulate [-- --scans N] [-- --write]`: the error rates of the gate's decisions, before
 * and after, from seeded simulated scans judged by the shipped decision functions. Prints a
 * Markdown table; `--write` also puts it into docs/noisy-results.md between its markers.
 * Seeded: the same command prints the same table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  errorsCase,
  flapCase,
  powerCase,
  driftCase,
  rerunCase,
  retryBoundCase,
  retryCase,
  roundingCase,
  sizeCase,
  thinCase,
  type Row,
} from './simulate/cases.js';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const SCANS = Number(arg('--scans') ?? 20_000);
const SEED = Number(arg('--seed') ?? 43);
const started = Date.now();

const rows: Row[] = [];
const step = (label: string, make: () => Row | Row[]): void => {
  const t = Date.now();
  const out = make();
  rows.push(...(Array.isArray(out) ? out : [out]));
  process.stderr.write(`${label}: ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
};

step('1 re-run', () => rerunCase(SCANS, SEED));
step('1 drift', () => driftCase(Math.ceil(SCANS / 20), SEED));
step('1 power', () => [
  powerCase(SCANS, SEED + 1, 0.05),
  powerCase(SCANS, SEED + 2, 0.1),
  powerCase(SCANS, SEED + 3, 0.05, true),
  powerCase(SCANS, SEED + 4, 0.1, true),
  powerCase(SCANS, SEED + 5, 0.1, true, 10),
  powerCase(SCANS, SEED + 6, 0.1, true, 'known'),
  powerCase(SCANS, SEED + 7, 0.1, false, 'known'),
]);
for (const score of [94.3, 93.9])
  for (let n = 0; n <= 3; n++)
    step(`2 retry ${score} ${n}`, () => retryCase(SCANS, SEED + n, score, n));
for (let n = 0; n <= 3; n++) step(`2 bound ${n}`, () => retryBoundCase(SCANS, SEED + n, n));
step('3 errors', () => errorsCase(SCANS, SEED));
step('4 thin', () => thinCase(SCANS, SEED));
step('5 size', () => sizeCase());
step('6 rounding', () => roundingCase(SCANS, SEED));
step('7 flaps', () => flapCase(Math.ceil(SCANS / 20), SEED));

const seconds = ((Date.now() - started) / 1000).toFixed(0);
const cell = (s: string) => s.replace(/\|/g, '\\|');
const table = [
  '| Case | Measured | Before | After | Target | Scans |',
  '| --- | --- | ---: | ---: | --- | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.case} | ${cell(r.measure)} | ${cell(r.before)} | ${cell(r.after)} | ${cell(r.target)} | ${r.scans === 0 ? 'exact' : r.scans.toLocaleString('en-US')} |`,
  ),
  '',
  `Seed ${SEED}, ${SCANS.toLocaleString('en-US')} scans per simulated row; ${seconds} s on this machine (\`npm run simulate\`).`,
].join('\n');
process.stdout.write(`${table}\n`);

if (process.argv.includes('--write')) {
  const path = 'docs/noisy-results.md';
  const doc = readFileSync(path, 'utf8');
  const start = '<!-- simulate:start -->';
  const end = '<!-- simulate:end -->';
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  if (a < 0 || b < a) throw new Error(`${path} has no ${start} ... ${end} markers: add them.`);
  writeFileSync(path, `${doc.slice(0, a + start.length)}\n${table}\n${doc.slice(b)}`);
}
