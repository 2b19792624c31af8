/**
 * The huge-run rows of the bench (bench/huge-run.ts): the Action's bundle against the
 * physical floor, on loopback and on a remote-like link, with each side's peak RSS.
 */
import { existsSync } from 'node:fs';
import { compareGolden, goldenFile, readGolden, writeGolden } from './golden.js';
import { hugeRunBench, type HugeRunOptions, type SideRun } from './huge-run.js';
import { median, p90, round } from './stats.js';
import type { Row } from './table.js';

/** A size of run and its targets. */
export interface HugeSize {
  /** Key in the JSON output, e.g. `250k`. */
  key: string;
  probes: number;
  casesPerProbe: number;
  /** Time against the floor, on loopback; null: measured only. */
  timeTarget: number | null;
  /** Time against the floor on the remote-like link; null: not measured. */
  remoteTarget: number | null;
  rssTargetMb: number;
}

export const SIZES = {
  small: {
    key: 'small',
    probes: 5,
    casesPerProbe: 200,
    timeTarget: null,
    remoteTarget: 1.1,
    rssTargetMb: 400,
  },
  '250k': {
    key: '250k',
    probes: 50,
    casesPerProbe: 5_000,
    timeTarget: 2.5,
    remoteTarget: 1.1,
    rssTargetMb: 400,
  },
  '1m': {
    key: '1m',
    probes: 50,
    casesPerProbe: 20_000,
    timeTarget: null,
    remoteTarget: null,
    rssTargetMb: 512,
  },
} satisfies Record<string, HugeSize>;

const x = (v: number): string => `${v}x`;

/** Median and p90 of each side, the ratio of the medians, and the p90 of the paired ratios. */
function figures(tool: SideRun[], floor: SideRun[]) {
  const t = tool.map((r) => r.ms / 1000);
  const f = floor.map((r) => r.ms / 1000);
  const paired = t.map((v, i) => v / (f[i] as number));
  return {
    toolS: round(median(t), 3),
    toolP90S: round(p90(t), 3),
    floorS: round(median(f), 3),
    floorP90S: round(p90(f), 3),
    ratio: round(median(t) / median(f), 3),
    ratioP90: round(p90(paired), 3),
    peakRssMb: round(Math.max(...tool.map((r) => r.maxRssMb)), 1),
    floorPeakRssMb: round(Math.max(...floor.map((r) => r.maxRssMb)), 1),
  };
}

/**
 * The report files' sha256 against bench/golden-<key>.sha256, one MATCH / DIFFER line per file
 * on stderr (`writeGolden`: the file is rewritten instead). True when a file differs.
 */
function checkGolden(
  key: string,
  hashes: Record<string, string>,
  writeGolden_: boolean,
  note: (m: string) => void,
): { differs: boolean; golden: Record<string, string> } {
  const file = goldenFile(key);
  if (writeGolden_) {
    writeGolden(file, hashes, key);
    note(`huge run ${key}: golden sha256 written to ${file}`);
  }
  if (!existsSync(file)) {
    note(`huge run ${key}: no golden file (${file}); nothing compared`);
    return { differs: false, golden: {} };
  }
  const golden = compareGolden(readGolden(file), hashes);
  for (const [name, verdict] of Object.entries(golden))
    note(`huge run ${key}: golden ${verdict.padEnd(7)} ${name}`);
  return { differs: Object.values(golden).some((v) => v !== 'MATCH'), golden };
}

/**
 * Rows of one size; figures under `huge.<key>` in `out`. Returns whether a report file's bytes
 * differ from the golden file's.
 */
export async function hugeSection(
  rows: Row[],
  out: Record<string, unknown>,
  size: HugeSize,
  o: Pick<HugeRunOptions, 'reps' | 'dist'> & { writeGolden?: boolean },
  note: (m: string) => void,
): Promise<boolean> {
  const remote = size.remoteTarget !== null;
  const cases = (size.probes * size.casesPerProbe).toLocaleString('en-US');
  note(
    `huge run ${size.key}: ${size.probes} x ${size.casesPerProbe} test cases, ${o.reps} runs of each side${remote ? ' on loopback and remote-like' : ''} + warm-ups (${o.dist})`,
  );
  const res = await hugeRunBench({
    reps: o.reps,
    dist: o.dist,
    probes: size.probes,
    casesPerProbe: size.casesPerProbe,
    remote,
  });
  const local = figures(res.local.tool, res.local.floor);
  const name = `huge run ${cases} cases`;
  rows.push({
    measure: `${name}: completed to all reports, median (s)`,
    tool: local.toolS,
    alternative: local.floorS,
    vs: 'floor: replayed bytes + parse + same bytes written',
    target: size.timeTarget === null ? '' : `<= ${x(size.timeTarget)}`,
    ok: size.timeTarget === null ? null : local.ratio <= size.timeTarget,
  });
  rows.push({
    measure: `${name}: completed to all reports, p90 (s)`,
    tool: local.toolP90S,
    alternative: local.floorP90S,
    vs: 'floor (p90)',
    target: '',
    ok: null,
  });
  rows.push({
    measure: `${name}: peak RSS (MB)`,
    tool: local.peakRssMb,
    alternative: local.floorPeakRssMb,
    vs: 'floor',
    target: `tool <= ${size.rssTargetMb} MB`,
    ok: local.peakRssMb <= size.rssTargetMb,
  });
  const entry: Record<string, unknown> = {
    cases: res.totalCases,
    fetchedMb: round(res.fetchedBytes / 1e6, 1),
    reportMb: round(res.reportBytes / 1e6, 1),
    verdict: res.verdict,
    recordS: round(res.recordMs / 1000, 2),
    local,
  };
  const golden = checkGolden(size.key, res.hashes, o.writeGolden ?? false, note);
  entry.golden = golden.golden;
  if (res.remote && size.remoteTarget !== null) {
    const r = figures(res.remote.tool, res.remote.floor);
    rows.push({
      measure: `${name}, remote-like link (300 ms, 50 MB/s): median (s)`,
      tool: r.toolS,
      alternative: r.floorS,
      vs: 'floor on the same link',
      target: `<= ${x(size.remoteTarget)}`,
      ok: r.ratio <= size.remoteTarget,
    });
    entry.remote = r;
  }
  note(`huge run ${size.key}: report files (bytes) ${JSON.stringify(res.files)}`);
  const huge = (out.huge ?? {}) as Record<string, unknown>;
  huge[size.key] = entry;
  out.huge = huge;
  return golden.differs;
}
