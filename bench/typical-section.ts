/**
 * The typical-scan rows of the bench (bench/typical-run.ts): 10 probes x 100 test cases, the
 * Action's bundle from the final status of a run in progress to its verdict line, against the
 * floor.
 */
import { windowCosts, windowKinds } from './profile-window.js';
import { median, p90, round } from './stats.js';
import type { Row } from './table.js';
import { typicalRunBench } from './typical-run.js';

/** Tool / floor, of the medians. */
export const TYPICAL_TARGET = 1.3;

/** Rows and `out.typical`; with `profileDir`, the top costs of one profiled tool run too. */
export async function typicalSection(
  rows: Row[],
  out: Record<string, unknown>,
  o: {
    dist: string;
    rounds: number;
    small: boolean;
    /** Test cases per probe (default 100; 20 with `small`). */
    casesPerProbe?: number | null;
    profileDir?: string;
  },
  note: (m: string) => void,
): Promise<string> {
  const size = o.small
    ? { probes: 3, casesPerProbe: o.casesPerProbe ?? 20 }
    : { probes: 10, casesPerProbe: o.casesPerProbe ?? 100 };
  note(
    `typical scan: ${size.probes} x ${size.casesPerProbe} test cases, ${o.rounds} alternating rounds + a warm-up (${o.dist})`,
  );
  const r = await typicalRunBench({ ...o, ...size });
  const t = r.tool.map((w) => w.ms);
  const f = r.floor.map((w) => w.ms);
  const paired = t.map((v, i) => v / (f[i] as number));
  const fig = {
    cases: r.cases,
    rounds: t.length,
    verdict: r.verdict,
    requestsAfterStatus: r.after,
    reportMb: round(r.reportBytes / 1e6, 2),
    toolMs: round(median(t), 1),
    toolP90Ms: round(p90(t), 1),
    floorMs: round(median(f), 1),
    floorP90Ms: round(p90(f), 1),
    ratio: round(median(t) / median(f), 3),
    ratioP90: round(p90(paired), 3),
  };
  const name = `typical scan ${size.probes} x ${size.casesPerProbe}: final status to verdict`;
  rows.push({
    measure: `${name}, median (ms)`,
    tool: fig.toolMs,
    alternative: fig.floorMs,
    vs: 'floor: same requests at once + same bytes written',
    target: `<= ${TYPICAL_TARGET}x`,
    ok: fig.ratio <= TYPICAL_TARGET,
  });
  rows.push({
    measure: `${name}, p90 (ms)`,
    tool: fig.toolP90Ms,
    alternative: fig.floorP90Ms,
    vs: 'floor (p90)',
    target: '',
    ok: null,
  });
  out.typical = fig;
  if (!r.profile) return '';
  const { window, dir } = r.profile;
  const line = (c: { ms: number; name: string }) =>
    `  ${c.ms.toFixed(1).padStart(7)} ms  ${c.name}`;
  const lines = [
    ...windowKinds(dir, window.fromUs, window.toUs).map(line),
    '  self time, the 15 largest functions:',
    ...windowCosts(dir, window.fromUs, window.toUs).slice(0, 15).map(line),
  ];
  return [
    `Time by kind of work in one profiled tool run's window (${round(window.ms, 1)} ms, 250 µs samples; ${dir}, hrtime µs ${window.fromUs}-${window.toUs}):`,
    ...lines,
  ].join('\n');
}
