/**
 * The polling rows of the bench: the five run models (bench/poll-models.ts), many seeded runs
 * each, the tool's waitForRun against a fixed 5 s poller; and two sandbox runs that stall.
 */
import { RUN_MODELS } from './poll-models.js';
import { POLL_SCENARIOS, simulateAll, simulateModels, type ModelSample } from './poll-sim.js';
import { mean, median, p90, round } from './stats.js';
import type { Row } from './table.js';

const s = (ms: number): number => ms / 1000;

/** Targets: polls against the fixed 5 s poller, and p90 latency within +1 s. */
const POLL_RATIO_TARGET: Record<string, number> = { linear: 0.25 };
const OTHER_RATIO_TARGET = 0.6;
const P90_SLACK_S = 1;

/** Polling rows; figures under `poll.<model>` in `out`. */
export async function pollSection(
  rows: Row[],
  out: Record<string, unknown>,
  runsPerModel: number,
  note: (m: string) => void,
): Promise<void> {
  const seeds = Array.from({ length: runsPerModel }, (_, i) => i + 1);
  note(`polling: ${RUN_MODELS.length} run models x ${seeds.length} seeded runs x 2 pollers`);
  const samples = await simulateModels(seeds, RUN_MODELS);
  const models: Record<string, unknown> = {};
  for (const model of RUN_MODELS) {
    const of = (p: ModelSample['poller']) =>
      samples.filter((x) => x.model === model && x.poller === p);
    const tool = of('tool');
    const fixed = of('fixed 5 s');
    const polls = {
      tool: mean(tool.map((x) => x.requests)),
      fixed: mean(fixed.map((x) => x.requests)),
    };
    const lat = (xs: ModelSample[], f: (v: number[]) => number) => s(f(xs.map((x) => x.latencyMs)));
    const target = POLL_RATIO_TARGET[model] ?? OTHER_RATIO_TARGET;
    const ratio = polls.tool / polls.fixed;
    rows.push({
      measure: `polls per run (mean), ${model}`,
      tool: polls.tool,
      alternative: polls.fixed,
      vs: 'fixed 5 s',
      target: `<= ${target}x`,
      ok: ratio <= target,
    });
    const p90s = { tool: lat(tool, p90), fixed: lat(fixed, p90) };
    rows.push({
      measure: `detection latency p90 (s), ${model}`,
      tool: p90s.tool,
      alternative: p90s.fixed,
      vs: 'fixed 5 s',
      target: `<= +${P90_SLACK_S} s`,
      ok: p90s.tool <= p90s.fixed + P90_SLACK_S,
      ratio: false,
    });
    rows.push({
      measure: `detection latency median (s), ${model}`,
      tool: lat(tool, median),
      alternative: lat(fixed, median),
      vs: 'fixed 5 s',
      target: '',
      ok: null,
      ratio: false,
    });
    models[model] = {
      runs: tool.length,
      pollsRatio: round(ratio, 3),
      pollsTool: round(polls.tool, 1),
      pollsFixed5s: round(polls.fixed, 1),
      latencyMedianS: round(lat(tool, median), 2),
      latencyMedianS5s: round(lat(fixed, median), 2),
      latencyP90S: round(p90s.tool, 2),
      latencyP90S5s: round(p90s.fixed, 2),
      latencyMaxS: round(
        lat(tool, (v) => Math.max(...v)),
        1,
      ),
      runMedianS: round(s(median(tool.map((x) => x.runMs))), 1),
    };
  }
  out.poll = models;
  await stallRows(rows, out, Math.min(8, runsPerModel), note);
}

/** The sandbox's stalled runs (a run stuck mid-way, then done at once, or resuming). */
async function stallRows(
  rows: Row[],
  out: Record<string, unknown>,
  runs: number,
  note: (m: string) => void,
): Promise<void> {
  const stalls = POLL_SCENARIOS.filter((x) => x.stall);
  note(`polling: ${stalls.length} stalled sandbox runs x ${runs} seeds`);
  const samples = await simulateAll(
    Array.from({ length: runs }, (_, i) => i + 1),
    stalls,
  );
  const stalled: Record<string, unknown> = {};
  for (const sc of stalls) {
    const of = (p: string) => samples.filter((x) => x.scenario === sc.name && x.poller === p);
    const tool = of('tool');
    const fixed = of('fixed 5 s');
    rows.push({
      measure: `polls per run (mean), sandbox ${sc.name}`,
      tool: mean(tool.map((x) => x.requests)),
      alternative: mean(fixed.map((x) => x.requests)),
      vs: 'fixed 5 s',
      target: '',
      ok: null,
    });
    const l = (xs: typeof tool) => s(p90(xs.map((x) => x.latencyMs)));
    rows.push({
      measure: `detection latency p90 (s), sandbox ${sc.name}`,
      tool: l(tool),
      alternative: l(fixed),
      vs: 'fixed 5 s',
      target: '',
      ok: null,
      ratio: false,
    });
    stalled[sc.name] = {
      pollsTool: round(mean(tool.map((x) => x.requests)), 1),
      pollsFixed5s: round(mean(fixed.map((x) => x.requests)), 1),
      latencyP90S: round(l(tool), 2),
      latencyP90S5s: round(l(fixed), 2),
    };
  }
  out.pollStalls = stalled;
}
