/**
 * Formatting and classification shared by the renderers: numbers, rates, durations, verdict
 * labels and the outcome of a probe run. Pure; numbers come from the validated Report.
 */
import type {
  CheckStatus,
  Counts,
  FailedTestCase,
  GateCheck,
  ProbeRunReport,
  Report,
  RiskBand,
  Verdict,
} from './model.js';
import { isHighSurrogate } from './text-clean.js';
import { stoppedVerdict } from './risk-band.js';

/** `1,234,567` (integers; other numbers are rounded to 2 decimals first). */
export function fmtInt(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const rounded = Number.isInteger(n) ? n : Math.round(n * 100) / 100;
  const [whole = '', frac] = String(Math.abs(rounded)).split('.');
  const grouped = /e/i.test(whole) ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/** A score with at most one decimal, or `n/a`. */
export function fmtScore(score: number | null): string {
  if (score === null || !Number.isFinite(score)) return 'n/a';
  return String(Math.round(score * 10) / 10);
}

/** A 0..1 rate as a percentage with at most one decimal: `9.3%`. */
export function fmtPct(rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return 'n/a';
  return `${Math.round(rate * 1000) / 10}%`;
}

/** A signed difference: `+3`, `-2.5`, `0`. */
export function fmtDelta(delta: number | null): string {
  if (delta === null || !Number.isFinite(delta)) return 'n/a';
  const d = Math.round(delta * 10) / 10;
  return d > 0 ? `+${d}` : String(d);
}

/** `1h 2m 3s`, `12m 3s`, `45s`, or null when unknown. */
export function fmtDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}h ${m}m ${s}s`;
  if (m > 0) return `${m}m ${s}s`;
  return `${s}s`;
}

/** Emoji and word of a verdict. */
export const VERDICT_LABELS: Record<Verdict, { emoji: string; word: string }> = {
  pass: { emoji: '✅', word: 'PASS' },
  fail: { emoji: '❌', word: 'FAIL' },
  error: { emoji: '⚠️', word: 'ERROR' },
  timeout: { emoji: '⏱️', word: 'TIMEOUT' },
  /** Stopped by max-test-cases or max-minutes: never a pass (exit 6). */
  budget: { emoji: '💸', word: 'BUDGET' },
  /** Too little evidence to judge: never a pass (exit 5). */
  inconclusive: { emoji: '❔', word: 'INCONCLUSIVE' },
  /** The yellow state: only warn-only checks failed (exit 0). */
  warn: { emoji: '🟡', word: 'WARN' },
};

/** What a probe run amounts to, for icons, ordering and size degradation. */
export type ProbeOutcome = 'failed' | 'errors' | 'incomplete' | 'passed';

/** Failed cases that count: accepted and ignored ones are excluded (the gate's default). */
export function activeFailures(counts: Counts): number {
  return Math.max(0, counts.failed - counts.accepted - counts.ignored);
}

/** `failed` when active failures remain, else `errors`, else `incomplete` if not completed. */
export function probeOutcome(probe: ProbeRunReport): ProbeOutcome {
  if (activeFailures(probe) > 0) return 'failed';
  if (probe.errors > 0) return 'errors';
  if (probe.status !== 'completed') return 'incomplete';
  return 'passed';
}

/** Icon and word of a probe outcome. */
export function probeOutcomeLabel(probe: ProbeRunReport): string {
  switch (probeOutcome(probe)) {
    case 'failed':
      return '❌ failed';
    case 'errors':
      return '⚠️ errors';
    case 'incomplete':
      return `⏳ ${probe.status}`;
    default:
      return '✅ passed';
  }
}

/** Triage state of a failed test case: accepted on the platform wins over the ignore file. */
export type CaseTriage = 'active' | 'error' | 'accepted' | 'ignored';

/** How a failed or errored test case counts (same rule as the gate's counts). */
export function caseTriage(tc: FailedTestCase): CaseTriage {
  if (tc.outcome === 'error') return 'error';
  if (tc.riskAccepted) return 'accepted';
  if (tc.ignored) return 'ignored';
  return 'active';
}

/**
 * Test cases in reading order: active failures, errors, accepted, ignored, each kind in the
 * order given. One pass into a list per kind, not a sort: SARIF, Markdown and the job summary
 * each order every probe run's cases, 82,000 of them at 250k test cases.
 */
export function orderedCases(cases: readonly FailedTestCase[]): FailedTestCase[] {
  const kinds: Record<CaseTriage, FailedTestCase[]> = {
    active: [],
    error: [],
    accepted: [],
    ignored: [],
  };
  for (const tc of cases) kinds[caseTriage(tc)].push(tc);
  return kinds.active.concat(kinds.error, kinds.accepted, kinds.ignored);
}

/** `CRITICAL` -> `CRITICAL risk`. */
export function bandLabel(band: RiskBand | null): string | null {
  return band === null ? null : `${band} risk`;
}

/**
 * `derive`, remembered for each frozen object it is given. A frozen label set cannot change,
 * and the collection shares one per distinct set: what is made of it is made once
 * for all the cases and formats that show it. An object that is not frozen could change, so
 * it is derived again each time.
 */
export function perFrozen<K extends object, V>(derive: (value: K) => V): (value: K) => V {
  const known = new WeakMap<K, V>();
  return (value) => {
    const hit = known.get(value);
    if (hit !== undefined || known.has(value)) return hit as V;
    const derived = derive(value);
    if (Object.isFrozen(value)) known.set(value, derived);
    return derived;
  };
}

/**
 * `derive`, remembered for each distinct text it is given, up to `max` texts (the first ones):
 * a huge run's cases repeat a few statuses, strategies and red teamers, and a text
 * that does not repeat must not fill the memory.
 */
export function perText<V>(derive: (text: string) => V, max: number): (text: string) => V {
  const known = new Map<string, V>();
  return (text) => {
    let derived = known.get(text);
    if (derived === undefined) {
      derived = derive(text);
      if (known.size < max) known.set(text, derived);
    }
    return derived;
  };
}

/** `key=value, key2=value2`, keys sorted. */
export const labelsText = perFrozen((labels: Record<string, string>): string =>
  Object.keys(labels)
    .sort()
    .map((k) => `${k}=${labels[k] ?? ''}`)
    .join(', '),
);

/** Whether a verdict judged the run at all: error and timeout present no score (R10). */
export const judgedRun = (verdict: Verdict): boolean => !stoppedVerdict(verdict);

/** `71/100 (MEDIUM risk)`, or why there is no score for this run. */
export function scorePhrase(report: Pick<Report, 'gate' | 'scores'>): string {
  if (!judgedRun(report.gate.verdict))
    return 'none: the test run did not complete with valid results';
  const { overall, band } = report.scores;
  if (overall === null) return 'n/a';
  return `${fmtScore(overall)}/100${band ? ` (${bandLabel(band)})` : ''}`;
}

/** `run score` / `platform score`: which score was gated, or null for reports without it. */
export function scoreSourceWord(report: Pick<Report, 'scores'>): string | null {
  const gated = report.scores.source?.gated;
  return gated ? `${gated} score` : null;
}

/** Result words of a gate check, with and without an icon. */
export const CHECK_LABELS: Record<CheckStatus, { icon: string; word: string }> = {
  pass: { icon: '✅ pass', word: 'ok' },
  fail: { icon: '❌ fail', word: 'x ' },
  skip: { icon: '⏭️ skip', word: 'skip' },
};

/** A failed `warn-only` check: the yellow state (reported, never failing the build). */
export const WARN_LABEL = { icon: '🟡 warn', word: 'warn' } as const;

/** An open check: the evidence decides neither way, so the verdict is inconclusive. */
export const OPEN_LABEL = { icon: '❔ open', word: 'open' } as const;

type CheckFacts = Pick<GateCheck, 'passed' | 'status' | 'warnOnly' | 'inconclusive'>;

/** A failed `warn-only` check: reported and annotated, never failing the build. */
export function warnedCheck(c: CheckFacts): boolean {
  // checkStatus of model.ts, inline: this file loads no zod.
  return c.warnOnly === true && (c.status ?? (c.passed ? 'pass' : 'fail')) === 'fail';
}

/** A check's status for the build (JUnit): a failed `warn-only` check is `skip`, never a failure. */
export function buildStatus(c: CheckFacts): CheckStatus {
  return warnedCheck(c) ? 'skip' : (c.status ?? (c.passed ? 'pass' : 'fail'));
}

/** The result words of one check: a failed warn-only check reads `warn`, not `fail`. */
export function checkLabel(c: CheckFacts): { icon: string; word: string } {
  if (warnedCheck(c)) return WARN_LABEL;
  return c.inconclusive === true && buildStatus(c) === 'fail'
    ? OPEN_LABEL
    : CHECK_LABELS[buildStatus(c)];
}

/**
 * The failed test cases that the ignore file suppressed, with their probe. One walk without a
 * list per probe: the Markdown file and the job summary each ask at the end of a run, whose
 * 82,000 failed cases at 250k test cases mostly have none.
 */
export function ignoredFindings(
  report: Pick<Report, 'probeRuns'>,
): { probe: string; tc: FailedTestCase }[] {
  const found: { probe: string; tc: FailedTestCase }[] = [];
  for (const p of report.probeRuns)
    for (const tc of p.failedTestCases) if (tc.ignored !== null) found.push({ probe: p.name, tc });
  return found;
}

/** A JUnit suite's `timestamp`: the run's start, when it is a date (junit.ts). */
export function suiteTimestamp(startedAt: string | null): string | undefined {
  return startedAt !== null && Number.isFinite(Date.parse(startedAt))
    ? new Date(Date.parse(startedAt)).toISOString()
    : undefined;
}

/** The formats whose documents are made of probe-run parts (see {@link Section}). */
export type SectionFormat = 'json' | 'junit' | 'md' | 'sarif';

/**
 * A probe run's part of a document: its JSON object, its JUnit `<testsuite>`, its Markdown block
 * of test cases, a run of its SARIF results, made by `render` where it is taken. Its text
 * is a function of the format, the probe run object and `key` alone (the part a writer made of
 * that very object with that key may stand in for it: report/write/ahead.ts).
 */
export interface Section {
  readonly section: SectionFormat;
  readonly run: ProbeRunReport;
  readonly render: () => Iterable<DocPiece>;
  /** What else the text depends on, if anything (the JUnit suites' timestamp). */
  readonly key?: string;
}

/** A piece of a rendered document: text, bytes, or a probe run's part (see {@link Section}). */
export type DocPiece = string | Uint8Array | Section;

/** A probe run's part in `format`, made by `render` (see {@link Section}). */
export function section(
  format: SectionFormat,
  run: ProbeRunReport,
  render: () => Iterable<DocPiece>,
  key?: string,
): Section {
  return key === undefined
    ? { section: format, run, render }
    : { section: format, run, render, key };
}

/**
 * Why: each piece of a document costs a turn of every generator it passes through and a call
 * to encode it (the writer's Buffer#write), whatever its length; the JUnit file of a huge run
 * came as 250,000 pieces of about 200 bytes, a test case each. Gathered into pieces of this
 * many code units or more, its writing took about 200 ms less of 550; a piece of a thousand
 * test cases (about 100,000 units) cost as much again to flatten as to render
 * (docs/performance.md).
 */
const GATHER_UNITS = 16_384;

/**
 * Gathers small text pieces into longer ones before they are encoded; a large piece is given
 * on its own, never copied into a join. What it gives never ends in the first half of a
 * surrogate pair: that half waits for the next piece, so a pair cut between two pieces is
 * still written as one character. Only {@link rest} may end in one (a lone half).
 */
export class TextGatherer {
  #pending = '';

  constructor(readonly units: number = GATHER_UNITS) {}

  /** Takes `text`; gives the text to encode now, or '' while it gathers. */
  add(text: string): string {
    const pending = this.#pending;
    if (pending.length >= this.units || (text.length >= this.units && pending !== '')) {
      // What was gathered goes first, alone; `text` waits for the next piece.
      this.#pending = text;
      return this.#ready(pending);
    }
    const joined = pending + text;
    if (joined.length < this.units) {
      this.#pending = joined;
      return '';
    }
    this.#pending = '';
    return this.#ready(joined);
  }

  /** The texts `make(1)` to `make(count)` gathered: each longer piece as soon as it is ready. */
  *gathered(count: number, make: (k: number) => string): Generator<string> {
    for (let k = 1; k <= count; k += 1) {
      const piece = this.add(make(k));
      if (piece !== '') yield piece;
    }
  }

  /** What waits, as the last piece of a generator's (none when nothing waits). */
  *last(): Generator<string> {
    const rest = this.rest();
    if (rest !== '') yield rest;
  }

  /** All that waits (at the end, or before bytes), a lone half of a pair included. */
  rest(): string {
    const rest = this.#pending;
    this.#pending = '';
    return rest;
  }

  /** `text` without a trailing first half of a pair, which goes before what waits. */
  #ready(text: string): string {
    if (!isHighSurrogate(text.charCodeAt(text.length - 1))) return text;
    this.#pending = text.slice(-1) + this.#pending;
    return text.slice(0, -1);
  }
}

/** Whether a piece is a probe run's part (see {@link Section}). */
export function isSection(piece: DocPiece): piece is Section {
  return typeof piece !== 'string' && !(piece instanceof Uint8Array);
}

/** Pieces of a document with each probe run's part rendered in place: text and bytes only. */
export function* renderedPieces(pieces: Iterable<DocPiece>): Generator<string | Uint8Array> {
  for (const piece of pieces) {
    if (isSection(piece)) yield* renderedPieces(piece.render());
    else yield piece;
  }
}

/**
 * Pieces of a document joined into one text: strings as they are, bytes decoded as the whole
 * UTF-8 text they are (a BOM in them is text too), a probe run's part rendered in place.
 */
export function piecesText(pieces: Iterable<DocPiece>): string {
  const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
  let text = '';
  for (const piece of renderedPieces(pieces))
    text += typeof piece === 'string' ? piece : utf8.decode(piece, { stream: true });
  return text + utf8.decode();
}
