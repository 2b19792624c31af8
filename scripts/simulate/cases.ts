/**
 * The cases of `npm run simulate`, one function each: a row of the table (before, after, target)
 * from seeded simulated scans judged by the shipped decision functions, and the old rules of
 * before.ts for the "before" column.
 */
import { scoreProbes, scoreRates } from '../../src/api/score-formula.js';
import { fmtRatio } from '../../src/report/rates.js';
import { fmtPct } from '../../src/report/format.js';
import { causingProbes } from '../../src/scan/retry/causes.js';
import { midP } from '../../src/scan/verdict/exact-test.js';
import { testProbes, type ProbeSide } from '../../src/scan/verdict/probe-tests.js';
import {
  drawOld,
  oldBoundScore,
  oldFailRateBoundPasses,
  oldPointScore,
  oldRetryPasses,
  oldRises,
  oldScore,
  type Side,
} from './before.js';
import {
  configOf,
  drawProbe,
  factsOf,
  gateOf,
  rng,
  scanWithRetries,
  type ProbeSpec,
} from './scans.js';

/** One row of the table. */
export interface Row {
  case: string;
  measure: string;
  before: string;
  after: string;
  target: string;
  scans: number;
}

export const pct = (k: number, n: number): string => `${((100 * k) / n).toFixed(1)}%`;

/** The sandbox's noisy target: four probes, fail probabilities 10, 15, 5 and 20%. */
const NOISY = [0.1, 0.15, 0.05, 0.2];
const sides = (r: () => number, rates: number[], cases: number): Side[] =>
  rates.map((p) => {
    const failed = drawOld(r, { id: 0, category: 'c', cases, fail: p }).failed;
    return { failed, judged: cases };
  });
const named = (xs: Side[]): ProbeSide[] => xs.map((x, i) => ({ name: `p${i}`, ...x }));
const sum = (runs: Side[][]): Side[] =>
  runs[0]!.map((_, i) => ({
    failed: runs.reduce((a, r) => a + r[i]!.failed, 0),
    judged: runs.reduce((a, r) => a + r[i]!.judged, 0),
  }));
const rises = (now: Side[], base: Side[]): boolean =>
  testProbes(named(now), named(base), 0.95).some((t) => t.significantRise);

/** 1: a re-run of a real regression (10% -> 40% on one probe, 150 cases) against its baseline. */
export function rerunCase(scans: number, seed: number): Row {
  const r = rng(seed);
  const bad = [0.4, ...NOISY.slice(1)];
  let before = 0;
  let after = 0;
  for (let i = 0; i < scans; i++) {
    const failedAttempt = sides(r, bad, 150);
    const rerun = sides(r, bad, 150);
    const base = sum(Array.from({ length: 5 }, () => sides(r, NOISY, 150)));
    if (oldRises(rerun, failedAttempt)) before++;
    if (rises(rerun, base)) after++;
  }
  return {
    case: '1',
    measure: 're-run of a PR with a real regression (10% -> 40%, 150 cases) fails',
    before: pct(before, scans),
    after: pct(after, scans),
    target: '>= 99%',
    scans,
  };
}

/**
 * 1: a slow drift, one probe of the noisy target 1 point worse each scan from 10% (150 cases),
 * each scan judged against the runs before it: caught when some scan of 20 fails.
 */
export function driftCase(histories: number, seed: number): Row {
  const r = rng(seed);
  let before = 0;
  let after = 0;
  for (let h = 0; h < histories; h++) {
    const runs = Array.from({ length: 5 }, () => sides(r, NOISY, 150));
    let single = false;
    let pooled = false;
    for (let s = 1; s <= 20; s++) {
      const now = sides(r, [0.1 + s / 100, ...NOISY.slice(1)], 150);
      single ||= oldRises(now, runs[runs.length - 1]!);
      pooled ||= rises(now, sum(runs.slice(-5)));
      runs.push(now);
    }
    if (single) before++;
    if (pooled) after++;
  }
  return {
    case: '1',
    measure:
      'a drift of 1 point a scan (10% -> 30% over 20 scans, 150 cases) caught within 20 scans (previous run vs pooled 5)',
    before: pct(before, histories),
    after: pct(after, histories),
    target: '(reported)',
    scans: histories * 20,
  };
}

/** 1 and 7: flaps of an unchanged target against one saved lucky baseline vs a pooled one. */
export function flapCase(seeds: number, seed: number): Row[] {
  const r = rng(seed);
  const single: number[] = [];
  const pooled: number[] = [];
  for (let s = 0; s < seeds; s++) {
    const runs = Array.from({ length: 25 }, () => sides(r, NOISY, 150));
    let a = 0;
    let b = 0;
    for (let i = 5; i < 25; i++) {
      if (oldRises(runs[i]!, runs[0]!)) a++;
      if (rises(runs[i]!, sum(runs.slice(i - 5, i)))) b++;
    }
    single.push(a);
    pooled.push(b);
  }
  const order = single.map((f, i) => [f, i] as const).sort((x, y) => y[0] - x[0]);
  const worst = order.slice(0, Math.max(1, Math.round(seeds / 100)));
  const worstPooled = Math.max(...worst.map(([, i]) => pooled[i]!));
  const total = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
  return [
    {
      case: '7',
      measure: `flaps in 20 scans on the worst 1% of ${seeds} seeds (single saved baseline vs pooled last 5)`,
      before: `${worst[worst.length - 1]![0]}-${worst[0]![0]} in 20`,
      after: `at most ${worstPooled} in 20`,
      target: '<= 1 in 20',
      scans: seeds * 20,
    },
    {
      case: '7',
      measure: 'false regression per scan of an unchanged target (4 probes x 150)',
      before: pct(total(single), seeds * 20),
      after: pct(total(pooled), seeds * 20),
      target: '<= 3% (the size bound of the rise test)',
      scans: seeds * 20,
    },
  ];
}

/**
 * Power of the pooled baseline for a rise of 10 points at 100 cases per probe. `runs` is how
 * many earlier runs are pooled; `known` stands for a baseline so large that its rates are
 * exact: the ceiling that no number of pooled runs can pass.
 */
export function powerCase(
  scans: number,
  seed: number,
  from: number,
  alone = false,
  runs: number | 'known' = 5,
): Row {
  const r = rng(seed);
  const others = alone ? [] : NOISY.slice(1);
  const rates = [from, ...others];
  const risen = [from + 0.1, ...others];
  const exact = rates.map((p) => ({ failed: Math.round(p * 1e6), judged: 1e6 }));
  let before = 0;
  let after = 0;
  for (let i = 0; i < scans; i++) {
    const now = sides(r, risen, 100);
    if (runs === 'known') {
      if (rises(now, exact)) after++;
      continue;
    }
    const earlier = Array.from({ length: runs }, () => sides(r, rates, 100));
    if (oldRises(now, earlier[runs - 1]!)) before++;
    if (rises(now, sum(earlier))) after++;
  }
  const f = Math.round(from * 100);
  const who = alone ? 'a lone probe' : 'one probe of 4 (Holm)';
  const against =
    runs === 'known'
      ? 'against exactly known rates (the ceiling)'
      : `single previous run vs pooled ${runs}`;
  return {
    case: '1',
    measure: `power: ${who} ${f}% -> ${f + 10}% at 100 cases (${against})`,
    before: runs === 'known' ? '-' : pct(before, scans),
    after: pct(after, scans),
    target: '>= 80%',
    scans,
  };
}

/** Six probes in three categories, 50 cases each, every probe failing with probability q. */
const sixProbes = (q: number): ProbeSpec[] =>
  Array.from({ length: 6 }, (_, i) => ({
    id: i + 1,
    category: `c${i % 3}`,
    cases: 50,
    fail: q,
  }));

/** 2: retry-failed 0..3 on a target whose true score misses min-score 95. */
export function retryCase(scans: number, seed: number, trueScore: number, retries: number): Row {
  const specs = sixProbes(1 - trueScore / 100);
  const config = configOf({ 'min-score': '95', 'retry-failed': String(retries) });
  const rb = rng(seed);
  const ra = rng(seed + 1);
  let before = 0;
  let after = 0;
  for (let i = 0; i < scans; i++) {
    if (oldRetryPasses(rb, specs, retries, (ds) => oldPointScore(ds) >= 95)) before++;
    if (scanWithRetries(ra, config, specs) === 'pass') after++;
  }
  return {
    case: '2',
    measure: `true score ${trueScore}, min-score 95, retry-failed ${retries}: passes`,
    before: pct(before, scans),
    after: pct(after, scans),
    target: retries === 0 ? '(reference)' : '<= retry 0 + 1 point when the miss > 1',
    scans,
  };
}

/** 2: under bound, a fail rate equal to max-fail-rate 5%, retry-failed 0..3: passes. */
export function retryBoundCase(scans: number, seed: number, retries: number): Row {
  const specs = sixProbes(0.05);
  const config = configOf({
    'min-score': '0',
    'max-fail-rate': '0.05',
    'gate-on': 'bound',
    'retry-failed': String(retries),
  });
  const rb = rng(seed);
  const ra = rng(seed + 1);
  let before = 0;
  let after = 0;
  for (let i = 0; i < scans; i++) {
    if (oldRetryPasses(rb, specs, retries, (ds) => oldFailRateBoundPasses(ds, 0.05))) before++;
    if (scanWithRetries(ra, config, specs) === 'pass') after++;
  }
  return {
    case: '2',
    measure: `gate-on bound, true fail rate = max-fail-rate 5%, retry-failed ${retries}: passes`,
    before: pct(before, scans),
    after: pct(after, scans),
    target: '<= 2.5%',
    scans,
  };
}

/** 3: errors that hide failures. True score 70; errored cases are mostly failing attacks. */
export function errorsCase(scans: number, seed: number): Row {
  const specs: ProbeSpec[] = [1, 2, 3].map((id) => ({
    id,
    category: `c${id}`,
    cases: 20,
    fail: 0.3,
    errorIfFail: 0.5,
    errorIfPass: 0.07,
  }));
  const config = configOf({ 'min-score': '80' });
  const rb = rng(seed);
  const ra = rng(seed + 1);
  let before = 0;
  let after = 0;
  for (let i = 0; i < scans; i++) {
    if (oldPointScore(specs.map((s) => drawOld(rb, s))) >= 80) before++;
    const facts = factsOf(
      config,
      specs.map((s) => drawProbe(ra, s)),
    );
    if (gateOf(facts).verdict === 'pass') after++;
  }
  const fixed = factsOf(
    config,
    specs.map((s) => ({ ...drawProbe(rng(1), s), passed: 14, failed: 2, errors: 4 })),
  );
  return {
    case: '3',
    measure: `true score 70, ~20% errored (mostly failing attacks), min-score 80: passes (14/2/4 x 3: ${gateOf(fixed).verdict})`,
    before: pct(before, scans),
    after: pct(after, scans),
    target: '14/2/4 not pass; far fewer',
    scans,
  };
}

/** 4: a flawless target, 3 probes x 20 cases, under bound at min-score 85. */
export function thinCase(scans: number, seed: number): Row {
  const specs: ProbeSpec[] = [1, 2, 3].map((id) => ({ id, category: 'c', cases: 20, fail: 0 }));
  const config = configOf({ 'min-score': '85', 'gate-on': 'bound' });
  const r = rng(seed);
  let before = 0;
  let after = 0;
  let retried = 0;
  for (let i = 0; i < scans; i++) {
    if (oldBoundScore(specs.map((s) => drawOld(r, s))) < 85) before++;
    const facts = factsOf(
      config,
      specs.map((s) => drawProbe(r, s)),
    );
    const gate = gateOf(facts);
    if (gate.verdict === 'fail') after++;
    retried += causingProbes(gate, facts.probeRuns).length;
  }
  return {
    case: '4',
    measure: `flawless, 3 x 20 cases, bound, min-score 85: FAIL (after: inconclusive, retry re-runs ${retried / scans} of 3 probes)`,
    before: pct(before, scans),
    after: pct(after, scans),
    target: '0% (inconclusive)',
    scans,
  };
}

/** 5: the rise test's size by enumeration over cell sizes and true rates, and two examples. */
export function sizeCase(): Row[] {
  const sizes = [1, 2, 3, 4, 5, 10, 20, 50, 100, 200];
  const ps = Array.from({ length: 49 }, (_, i) => (i + 1) / 50);
  let worstBefore = 0;
  let worstAfter = 0;
  const dens = new Map<string, number[]>();
  const binom = (n: number, p: number): number[] => {
    const k = `${n}:${p}`;
    if (!dens.has(k)) {
      const out = [(1 - p) ** n];
      for (let x = 1; x <= n; x++) out.push((out[x - 1]! * (n - x + 1) * p) / (x * (1 - p)));
      dens.set(k, out);
    }
    return dens.get(k)!;
  };
  for (const n1 of sizes)
    for (const n2 of sizes) {
      const dec: [boolean, boolean][][] = [];
      for (let x1 = 0; x1 <= n1; x1++) {
        dec.push([]);
        for (let x2 = 0; x2 <= n2; x2++) {
          const now = [{ failed: x2, judged: n2 }];
          const base = [{ failed: x1, judged: n1 }];
          dec[x1]!.push([oldRises(now, base), rises(now, base)]);
        }
      }
      for (const p of ps) {
        const b1 = binom(n1, p);
        const b2 = binom(n2, p);
        let sb = 0;
        let sa = 0;
        for (let x1 = 0; x1 <= n1; x1++)
          for (let x2 = 0; x2 <= n2; x2++) {
            const w = b1[x1]! * b2[x2]!;
            if (dec[x1]![x2]![0]) sb += w;
            if (dec[x1]![x2]![1]) sa += w;
          }
        worstBefore = Math.max(worstBefore, sb);
        worstAfter = Math.max(worstAfter, sa);
      }
    }
  const one = (x1: number, n1: number, x2: number, n2: number) =>
    `${rises([{ failed: x2, judged: n2 }], [{ failed: x1, judged: n1 }]) ? 'worse' : 'not worse'}, Fisher one-sided ${midP(x1, n1, x2, n2).pRiseExact.toFixed(3)}`;
  const old = (x1: number, n1: number, x2: number, n2: number) =>
    `${oldRises([{ failed: x2, judged: n2 }], [{ failed: x1, judged: n1 }]) ? 'worse' : 'not worse'}`;
  return [
    {
      case: '5',
      measure: 'largest false-rise rate of one probe, n1, n2 in 1..200, true rate 2%..98% (exact)',
      before: fmtPct(worstBefore),
      after: fmtPct(worstAfter),
      target: '<= 3%',
      scans: 0,
    },
    {
      case: '5',
      measure: 'baseline 0/4, now 1/1; baseline 0/500, now 1/20',
      before: `${old(0, 4, 1, 1)}; ${old(0, 500, 1, 20)}`,
      after: `${one(0, 4, 1, 1)}; ${one(0, 500, 1, 20)}`,
      target: 'not worse; p about 0.03',
      scans: 0,
    },
  ];
}

/** 6: rounding: order dependence of exact .5 means, bounds, displayed rates. */
export function roundingCase(sets: number, seed: number): Row[] {
  const r = rng(seed);
  let before = 0;
  let after = 0;
  for (let s = 0; s < sets; s++) {
    const k = 3 + Math.floor(r() * 3);
    const m = 20 + Math.floor(r() * 70);
    const target = 10 * k * m + 5 * k;
    const t = Array.from({ length: k - 1 }, () => Math.floor(r() * 1001));
    const last = target - t.reduce((a, x) => a + x, 0);
    if (last < 0 || last > 1000) {
      s--;
      continue;
    }
    t.push(last);
    const orders = [t, [...t].reverse(), [...t.slice(1), t[0]!], [t[1]!, t[0]!, ...t.slice(2)]];
    if (orders.some((o) => oldScore(o.map((x) => x / 10)) !== m + 1)) before++;
    const tallies = (o: number[]) =>
      o.map((x, i) => ({ category: `c${i}`, passed: x, failures: 1000 - x }));
    if (orders.some((o) => scoreProbes(tallies(o)).overall !== m + 1)) after++;
  }
  let shownHigh = 0;
  let shownHighAfter = 0;
  let pairs = 0;
  for (let n = 1; n <= 1000; n++)
    for (let x = 0; x <= n; x++) {
      pairs++;
      const exact = `${Math.floor((2000 * x + n) / (2 * n)) / 10}%`;
      if (fmtPct(Math.round((x / n) * 10_000) / 10_000) !== exact) shownHigh++;
      if (fmtRatio(x, n) !== exact) shownHighAfter++;
    }
  const bound = scoreRates([{ category: 'a', passRate: 0.97503 }], 'down').overall;
  return [
    {
      case: '6',
      measure: '3-5 categories with an exact .5 mean: some order of probe runs rounds down',
      before: pct(before, sets),
      after: pct(after, sets),
      target: '0%',
      scans: sets,
    },
    {
      case: '6',
      measure: `x/n for n <= 1000 shown off its exact rounding (12/22: ${fmtPct(0.5455)} -> ${fmtRatio(12, 22)}); bound 97.503 -> ${bound}`,
      before: pct(shownHigh, pairs),
      after: pct(shownHighAfter, pairs),
      target: '0%',
      scans: 0,
    },
  ];
}
