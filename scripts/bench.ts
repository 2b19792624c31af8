/**
 * Performance bench: the tool measured side by side with an alternative or a floor.
 *
 *   tsx scripts/bench.ts [--json] [--only poll,budget,startup,typical,huge] [--reps N]
 *                        [--small] [--dist DIR] [--million] [--runs N] [--rounds N]
 *                        [--profile DIR] [--typical-cases N] [--check-golden] [--write-golden]
 *
 * 1. Polling: the real waitForRun on virtual time against a fixed 5 s poller, on five run
 *    models (bench/poll-models.ts), --runs seeded runs each (default 200): polls per run and
 *    detection latency, median and p90; and two stalled sandbox runs.
 * 2. Request budget: every request of a 10-probe scan with AI analysis, by route.
 * 3. Start-up: `node DIR/index.js` to its first HTTP request, vs a bundle that only imports
 *    @actions/core and makes one request (built here with ncc).
 * 4. Typical scan: 10 x 100 test cases; the Action's bundle from the final status answer to
 *    its verdict line, vs the floor (the same requests at once, the same report bytes
 *    written), --rounds alternating rounds (default the larger of 11 and 2 x --reps + 1);
 *    --profile DIR adds one profiled tool run and prints its costs in that window;
 *    --typical-cases N runs it with N test cases per probe instead (N = 2: the end's cost
 *    with next to nothing rendered per probe run).
 * 5. Huge run: 50 x 5,000 test cases; the Action's bundle (DIR/index.js) from start to every
 *    report written, vs the floor (the same bytes replayed, parsed, and as many written), on
 *    loopback and on a remote-like link; peak RSS of each child. --million adds 1,000,000.
 *    The report files' sha256 are compared with bench/golden-250k.sha256 (MATCH / DIFFER per
 *    file); --check-golden exits 1 on a difference, --write-golden rewrites the file.
 *
 * DIR is --dist, else PROBE_GATE_DIST, else ./dist. Times are medians (and p90) of --reps
 * repetitions (default 5), ratios measured in the same run. Progress goes to stderr; the
 * table to stdout; with --json, one JSON object is the last line of stdout (docs/performance.md
 * lists its keys).
 */
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hugeSection, SIZES } from '../bench/huge-section.js';
import { typicalSection } from '../bench/typical-section.js';
import { pollSection } from '../bench/poll-section.js';
import { measureRequestBudget, type RequestBudget } from '../bench/request-budget.js';
import { buildBaseline, distRoot, fileSize, measureStartup } from '../bench/startup.js';
import { median, round } from '../bench/stats.js';
import { renderTable, type Row } from '../bench/table.js';

const SECTIONS = ['poll', 'budget', 'startup', 'typical', 'huge'] as const;
type Section = (typeof SECTIONS)[number];

interface Args {
  json: boolean;
  only: Set<Section>;
  reps: number;
  small: boolean;
  dist: string;
  million: boolean;
  runs: number;
  rounds: number | null;
  typicalCases: number | null;
  profile: string | null;
  checkGolden: boolean;
  writeGolden: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    json: false,
    only: new Set(SECTIONS),
    reps: 5,
    small: false,
    dist: distRoot(),
    million: false,
    runs: 200,
    rounds: null,
    typicalCases: null,
    profile: null,
    checkGolden: false,
    writeGolden: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') continue;
    if (a === '--json') args.json = true;
    else if (a === '--small') args.small = true;
    else if (a === '--million') args.million = true;
    else if (a === '--check-golden') args.checkGolden = true;
    else if (a === '--write-golden') args.writeGolden = true;
    else if (a === '--profile') args.profile = resolve(argv[++i] ?? 'bench-profile');
    else if (a === '--rounds') args.rounds = Math.max(1, Number(argv[++i]));
    else if (a === '--typical-cases') args.typicalCases = Math.max(1, Number(argv[++i]));
    else if (a === '--dist') args.dist = resolve(argv[++i] ?? 'dist');
    else if (a === '--runs') args.runs = Math.max(10, Number(argv[++i]));
    else if (a === '--reps') args.reps = Math.max(1, Number(argv[++i]));
    else if (a === '--only') {
      const want = (argv[++i] ?? '').split(',');
      const bad = want.filter((w) => !(SECTIONS as readonly string[]).includes(w));
      if (bad.length > 0) throw new Error(`--only: unknown section(s) ${bad.join(', ')}`);
      args.only = new Set(want as Section[]);
    } else throw new Error(`unknown argument ${a}; see the header of scripts/bench.ts`);
  }
  return args;
}

const note = (m: string): void => void process.stderr.write(`bench: ${m}\n`);

/** The formula of a scan's requests, with this run's numbers. */
function budgetFormula(b: RequestBudget): string {
  const r = (route: string) => b.byRoute[route] ?? 0;
  const analysis = r('GET /api/workspaces/{workspaceId}/probe-run/{probeRunId}/ai-analysis');
  const analysisTriggers = r(
    'POST /api/workspaces/{workspaceId}/probe-run/{probeRunId}/ai-analysis/trigger',
  );
  const baseline = r('GET /api/workspaces/{workspaceId}/target/{targetId}/test-runs');
  const lines = Object.entries(b.byRoute)
    .sort((x, y) => y[1] - x[1])
    .map(([k, v]) => `  ${String(v).padStart(4)}  ${k}`);
  return [
    `Requests of one ${b.probes}-probe scan with AI analysis (run of ${b.runSeconds} s, verdict ${b.verdict}), by route:`,
    ...lines,
    `  ${String(b.total).padStart(4)}  total`,
    '',
    'R(P, N) = 1 trigger (4.8) + N status polls + 3 target, target types, catalogue (4.3, 4.5, 4.20)',
    '        + P probe runs (4.15) + A analysis reads (4.17) + T analysis triggers (4.16)',
    '        + 1 scores (4.6) + L run-list reads (4.7: the runs final before the trigger, the',
    "          trigger's answer confirmed under the run's name, the run's neighbours after it;",
    '          + 1 status + P probe runs per earlier run pooled, up to baseline-runs, baseline auto)',
    "  N = the polling schedule's polls (see the polling rows); A = 4.17 reads, every 3 s from 3 s",
    '  after collection, for the probe runs whose analysis was not in their 4.15 detail yet;',
    '  T = 0 when the trigger asked for the analysis (runAiAnalysis), else one per such probe run.',
    `Here: P = ${b.probes}, N = ${b.polls}, A = ${analysis}, T = ${analysisTriggers}, L = ${baseline}:` +
      ` 1 + ${b.polls} + 3 + ${b.probes} + ${analysis} + ${analysisTriggers} + 1 + ${baseline} = ${b.total}.`,
  ].join('\n');
}

async function budgetSection(rows: Row[], out: Record<string, unknown>): Promise<string> {
  note('request budget: 10-probe scan with AI analysis on virtual time');
  const b = await measureRequestBudget();
  rows.push({
    measure: 'requests, 10-probe scan with AI analysis',
    tool: b.total,
    alternative: null,
    vs: '-',
    target: '',
    ok: null,
  });
  out.requestsPer10ProbeRun = b.total;
  return budgetFormula(b);
}

async function startupSection(
  rows: Row[],
  out: Record<string, unknown>,
  reps: number,
  dist: string,
) {
  const main = join(dist, 'index.js');
  if (!existsSync(main))
    throw new Error(
      `${main} is missing: build first (PROBE_GATE_DIST=/tmp/pg-dist-bench node scripts/build.mjs)`,
    );
  note('start-up: building the baseline bundle with ncc');
  const base = buildBaseline();
  try {
    note(`start-up: ${reps} runs of each bundle, interleaved (${main})`);
    const times = await measureStartup({ tool: main, baseline: base.bundle }, reps);
    const tool = median(times.tool ?? []);
    const baseline = median(times.baseline ?? []);
    rows.push({
      measure: 'start-up to first request (ms)',
      tool,
      alternative: baseline,
      vs: '@actions/core + 1 request',
      target: '<= 1.5x',
      ok: tool <= 1.5 * baseline,
    });
    rows.push({
      measure: 'main bundle size (KB)',
      tool: (fileSize(main) ?? 0) / 1024,
      alternative: (fileSize(base.bundle) ?? 0) / 1024,
      vs: '@actions/core + 1 request',
      target: '',
      ok: null,
    });
    out.startupRatio = round(tool / baseline, 3);
    out.startupMs = round(tool, 1);
    out.startupBaselineMs = round(baseline, 1);
  } finally {
    rmSync(base.dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const rows: Row[] = [];
  const out: Record<string, unknown> = {};
  let formula = '';
  const started = Date.now();
  if (args.only.has('poll')) await pollSection(rows, out, args.small ? 10 : args.runs, note);
  if (args.only.has('budget')) formula = await budgetSection(rows, out);
  if (args.only.has('startup'))
    await startupSection(rows, out, args.small ? 5 : 8 * args.reps + 1, args.dist);
  let profile = '';
  if (args.only.has('typical')) {
    if (!existsSync(join(args.dist, 'index.js')))
      throw new Error(`${args.dist}/index.js is missing: build first (npm run build)`);
    const rounds = args.rounds ?? (args.small ? 3 : Math.max(11, 2 * args.reps + 1));
    const typical = {
      dist: args.dist,
      rounds,
      small: args.small,
      casesPerProbe: args.typicalCases,
    };
    profile = await typicalSection(
      rows,
      out,
      args.profile ? { ...typical, profileDir: args.profile } : typical,
      note,
    );
  }
  let goldenDiffers = false;
  if (args.only.has('huge')) {
    if (!existsSync(join(args.dist, 'index.js')))
      throw new Error(`${args.dist}/index.js is missing: build first (npm run build)`);
    const huge = { reps: args.reps, dist: args.dist, writeGolden: args.writeGolden };
    goldenDiffers = await hugeSection(
      rows,
      out,
      args.small ? SIZES.small : SIZES['250k'],
      huge,
      note,
    );
    if (args.million && !args.small)
      goldenDiffers = (await hugeSection(rows, out, SIZES['1m'], huge, note)) || goldenDiffers;
  }
  note(`done in ${Math.round((Date.now() - started) / 1000)} s (node ${process.version})`);
  process.stdout.write(`${renderTable(rows)}\n`);
  if (formula) process.stdout.write(`\n${formula}\n`);
  if (profile) process.stdout.write(`\n${profile}\n`);
  if (args.json) {
    const keys = ['node', 'dist', 'poll', 'pollStalls', 'huge', 'startupRatio'];
    out.node = process.version;
    out.dist = args.dist;
    out.targetsMet = rows.every((r) => r.ok !== false);
    const ordered: Record<string, unknown> = {};
    for (const k of keys) ordered[k] = out[k] ?? null;
    for (const [k, v] of Object.entries(out)) if (!(k in ordered)) ordered[k] = v;
    process.stdout.write(`${JSON.stringify(ordered)}\n`);
  }
  if (args.checkGolden && goldenDiffers) {
    process.stderr.write('bench: --check-golden: report bytes differ from the golden file\n');
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${(err as Error).stack ?? String(err)}\n`);
  process.exitCode = 1;
});
