import { setImmediate } from 'node:timers/promises';
import pLimit, { type LimitFunction } from 'p-limit';
import {
  isCredentialError,
  normalizeCaseStatus,
  normalizeRunStatus,
  type PlatformClient,
  type ProbeRun,
  type Redactor,
  type TestRunStatusProbeRun,
} from '../../api/index.js';
import { SecretWatch } from './redact-facts.js';
import type { FailedTestCase, ProbeRunReport } from '../../report/model.js';
import { fetchAnalysis, fromMethods } from './ai-analysis.js';
import type { CatalogueProbe } from './probe-selection.js';
import type { Clock, Logger } from '../ports.js';
import { computeRates } from '../verdict/counts.js';
import { besideLastAnswers, freeLaneOnArrival, probeRunConcurrency } from '../budget.js';
import {
  readCounts,
  reconcile,
  unknownStatusNote,
  type CaseTally,
} from '../verdict/cross-check.js';

export interface CollectContext {
  client: PlatformClient;
  clock: Clock;
  log: Logger;
  workspaceId: number;
  /** The scan's deadline: no wait goes past it. */
  deadline: number;
  aiAnalysis: boolean;
  /** Whether the trigger already asked for the analysis (runAiAnalysis). */
  analysisRequested: boolean;
  catalogue: Map<number, CatalogueProbe>;
  weights: Map<number, string>;
  probeRunUrl: (probeRunId: number) => string;
  signal?: AbortSignal;
  /** The test run whose probe runs these are: a probe run of another run is refused (R21). */
  testRunId: number;
  /** Invalid or foreign data, one sentence each: the verdict is `error`. */
  invalid: string[];
  /**
   * The scan's redactor (redact-facts.ts `scanRedactor`): a probe run's list of cases found to
   * hold none of its secrets is trusted by it, not walked again by the redaction step.
   */
  redactor?: Redactor;
  /** Told every probe run detail read (its execution window, for the score's provenance). */
  onDetail?: (detail: ProbeRun) => void;
  /** Told every probe run as collected, with its AI analysis (render-ahead.ts). */
  onProbeRun?: (run: ProbeRunReport) => void;
  /**
   * Told once, when every probe run's detail has been asked for (the last answers are on their
   * way); only in runs small enough for reads beside them (budget.ts `besideLastAnswers`).
   */
  onAllRequested?: () => void;
}

/** A probe run as the status endpoint lists it. */
export interface ProbeRunRef {
  probeRunId: number | null;
  probeId: number | null;
  probeName: string | null;
  /** The status endpoint's entry: its counts stand in when the detail cannot be read. */
  entry?: TestRunStatusProbeRun;
}

/**
 * Fetches every probe run's detail (4.15) with bounded concurrency, plus its AI analysis when
 * asked. Only failed and errored test cases are read whole and kept (getProbeRunFindings).
 * Where the budget allows (freeLaneOnArrival), a lane is free again once its answer's body
 * has arrived: the next request goes out before that body is parsed, so the wire is busy
 * while the bodies that came are read (issue 14). Memory still follows the lanes, not the run.
 */
export async function collectProbeRuns(
  ctx: CollectContext,
  refs: ProbeRunRef[],
  warnings: string[],
): Promise<ProbeRunReport[]> {
  const totals = refs.map((r) => r.entry?.totalCount);
  const lanes = probeRunConcurrency(totals);
  const wire = pLimit(lanes);
  const early = freeLaneOnArrival(totals);
  const analyses = pLimit(lanes);
  const missingAnalysis: string[] = [];
  const allRequested = besideLastAnswers(totals) ? ctx.onAllRequested : undefined;
  let unrequested = refs.filter((r) => r.probeRunId !== null).length;
  const requested = (): void => {
    if (--unrequested === 0) allRequested?.();
  };
  if (unrequested === 0) allRequested?.();
  const one = async (ref: ProbeRunRef): Promise<ProbeRunReport | null> => {
    if (ref.probeRunId === null) return null;
    const detail = await readDetail(ctx, ref.probeRunId, { wire, early, requested });
    if ('error' in detail) {
      // Dropping the probe run would undercount failures (R10): keep its status counts.
      const stand = ref.entry ? fromStatusEntry(ref.entry, ref, ctx) : null;
      warnings.push(
        `Probe run ${ref.probeRunId} (${ref.probeName ?? 'unnamed'}): detail unavailable (${detail.error.message})${stand ? '; its counts come from the run status, without test cases or accepted risks' : ''}.`,
      );
      return stand;
    }
    ctx.onDetail?.(detail.ok);
    const report = toProbeRunReport(detail.ok, ref, ctx, warnings);
    if (ctx.aiAnalysis && report.aiAnalysis === null && ref.probeRunId !== null) {
      const id = ref.probeRunId;
      report.aiAnalysis = await analyses(() => fetchAnalysis(ctx, id));
      if (report.aiAnalysis === null) missingAnalysis.push(report.name);
    }
    ctx.onProbeRun?.(report);
    return report;
  };
  const results = await Promise.all(refs.map(one));
  if (missingAnalysis.length > 0) {
    warnings.push(
      `AI analysis was not available in time for ${missingAnalysis.length} probe run(s): ${missingAnalysis.slice(0, 5).join(', ')}${missingAnalysis.length > 5 ? ', ...' : ''}.`,
    );
  }
  return results.filter((r): r is ProbeRunReport => r !== null);
}

/**
 * One probe run's detail, holding a lane of `wire` from the request until it is read; with
 * `early`, only until its body has arrived, and then a turn of the event loop lets the next
 * request go out before this body is parsed. `requested` is told once the request is sent. A
 * failed read is returned, not thrown, unless it stops the scan.
 */
async function readDetail(
  ctx: CollectContext,
  probeRunId: number,
  lane: { wire: LimitFunction; early: boolean; requested: () => void },
): Promise<{ ok: ProbeRun } | { error: Error }> {
  const { wire, early } = lane;
  let read!: Promise<ProbeRun>;
  await wire(
    () =>
      new Promise<void>((arrived) => {
        read = ctx.client.getProbeRunFindings(ctx.workspaceId, probeRunId, {
          signal: ctx.signal,
          deadline: ctx.deadline,
          onBody: early
            ? async () => {
                arrived();
                await setImmediate();
              }
            : undefined,
        });
        read.then(
          () => arrived(),
          () => arrived(),
        );
        lane.requested();
      }),
  );
  try {
    return { ok: await read };
  } catch (err) {
    if (isCredentialError(err)) throw err;
    // Interrupted: the scan stops; this is no "detail unavailable" (R29).
    if (ctx.signal?.aborted) throw ctx.signal.reason;
    return { error: err as Error };
  }
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Identity (R21): a probe run of another test run (or another probe run) is refused, naming both ids. */
function checkIdentity(
  detail: ProbeRun,
  ref: ProbeRunRef,
  probeRunId: number | null,
  ctx: Pick<CollectContext, 'testRunId' | 'invalid'>,
  where: string,
): void {
  if (probeRunId !== ref.probeRunId)
    ctx.invalid.push(
      `${where}: the platform answered for probe run ${probeRunId ?? 'with no id'} when asked for probe run ${ref.probeRunId}.`,
    );
  if (typeof detail.scanRunId === 'number' && detail.scanRunId !== ctx.testRunId)
    ctx.invalid.push(
      `${where} belongs to test run ${detail.scanRunId}, not to test run ${ctx.testRunId}: refused.`,
    );
}

/**
 * One copy of each repeated text: JSON.parse gives every case its own copy of its strategy,
 * red teamer, variation and labels, and a huge run keeps hundreds of thousands of findings
 * (issue 14). Per probe run, so the table never outlives it. `fresh` is told each text the
 * first time it is seen.
 */
function interner(fresh: (text: string) => void): (v: unknown) => string | null {
  const seen = new Map<string, string>();
  return (v) => {
    if (typeof v !== 'string') return null;
    const kept = seen.get(v);
    if (kept !== undefined) return kept;
    fresh(v);
    seen.set(v, v);
    return v;
  };
}

/** The failed and errored test cases, kept whole, and what all the cases show (R21). */
function readCases(
  results: NonNullable<ProbeRun['testCaseResults']>,
  redactor?: Redactor,
): {
  failedTestCases: FailedTestCase[];
  seen: CaseTally;
} {
  const failedTestCases: FailedTestCase[] = [];
  const seen: CaseTally = { failed: 0, errors: 0, accepted: 0, unknown: new Map() };
  const secrets = new SecretWatch(redactor);
  const one = interner(secrets.look);
  const labels = labelReader(one);
  for (const tc of results) {
    const outcome = normalizeCaseStatus(tc.status);
    if (outcome === 'unknown') {
      const word = str(tc.status) ?? '(none)';
      seen.unknown.set(word, (seen.unknown.get(word) ?? 0) + 1);
    }
    if (outcome !== 'failed' && outcome !== 'error') continue;
    if (outcome === 'failed') seen.failed++;
    else seen.errors++;
    const accepted = outcome === 'failed' && tc.isRiskAccepted === true;
    if (accepted) seen.accepted++;
    // Frozen, and so is the list: nothing changes a collected case (later steps copy what
    // they change), so the redaction can trust a list it found clean (Redactor's memory of
    // clean arrays, issue 14).
    const attackId = str(tc.attackId);
    secrets.look(attackId);
    failedTestCases.push(
      Object.freeze({
        id: typeof tc.id === 'number' ? tc.id : null,
        attackId,
        attempt: typeof tc.attempt === 'number' ? tc.attempt : null,
        outcome,
        status: one(tc.status),
        strategy: one(tc.strategy),
        redTeamer: one(tc.redTeamer),
        variation: one(tc.variation),
        redTeamerLabels: labels(tc.redTeamerLabels),
        riskAccepted: accepted,
        ignored: null,
      }),
    );
  }
  const list = Object.freeze(failedTestCases) as FailedTestCase[];
  secrets.vouch(list);
  return { failedTestCases: list, seen };
}

/** Maps a probe run (4.15) onto the report model, keeping only failed and errored test cases. */
export function toProbeRunReport(
  detail: ProbeRun,
  ref: ProbeRunRef,
  ctx: Pick<
    CollectContext,
    'catalogue' | 'weights' | 'probeRunUrl' | 'aiAnalysis' | 'testRunId' | 'invalid' | 'redactor'
  >,
  warnings: string[] = [],
): ProbeRunReport {
  const probeId = typeof detail.probeId === 'number' ? detail.probeId : ref.probeId;
  const probeRunId = typeof detail.probeRunId === 'number' ? detail.probeRunId : ref.probeRunId;
  const where = `Probe run ${probeRunId ?? '?'} (${str(detail.probeName) ?? ref.probeName ?? 'unnamed'})`;
  checkIdentity(detail, ref, probeRunId, ctx, where);
  const { failedTestCases, seen } = readCases(detail.testCaseResults ?? [], ctx.redactor);
  // Counts are never trusted over the test cases that contradict them (R21).
  const counted = reconcile(readCounts(detail, where, ctx.invalid), seen, where, warnings);
  const { total, processed, passed, failed, errors, accepted } = counted;
  const unknownNote = unknownStatusNote(where, seen.unknown);
  if (unknownNote) warnings.push(unknownNote);
  const remediation = [
    ...(detail.remediation?.tasks ?? []),
    ...(detail.remediation?.dynamicTasks ?? []),
  ]
    .filter((t) => typeof t?.name === 'string')
    .map((t) => ({
      name: t.name as string,
      details: str(t.details),
      completed: t.completed === true,
      type: str(t.type),
    }));
  const analysis =
    ctx.aiAnalysis && detail.isAiAnalysisFinished === true && detail.aiAnalysis
      ? fromMethods(detail.aiAnalysis.overview, detail.aiAnalysis.methods)
      : null;
  const catalogued = probeId !== null ? ctx.catalogue.get(probeId) : undefined;
  return {
    probeRunId,
    probeId,
    name: str(detail.probeName) ?? ref.probeName ?? catalogued?.name ?? `probe ${probeId ?? '?'}`,
    category: catalogued?.category ?? null,
    weight: probeId !== null ? (ctx.weights.get(probeId) ?? null) : null,
    status: normalizeRunStatus(detail.status),
    rawStatus: str(detail.status),
    url: probeRunId !== null ? ctx.probeRunUrl(probeRunId) : null,
    total,
    processed,
    passed,
    failed,
    errors,
    accepted,
    ignored: 0,
    ...computeRates({ passed, failed, errors, processed, accepted, ignored: 0 }, false),
    aiAnalysis: analysis,
    remediation,
    failedTestCases,
  };
}

/** A probe run known only from the status endpoint: counts, no test cases. */
function fromStatusEntry(
  entry: TestRunStatusProbeRun,
  ref: ProbeRunRef,
  ctx: Pick<CollectContext, 'catalogue' | 'weights' | 'probeRunUrl' | 'invalid'>,
): ProbeRunReport {
  const where = `Probe run ${ref.probeRunId ?? '?'} (${ref.probeName ?? 'unnamed'})`;
  const none: CaseTally = { failed: 0, errors: 0, accepted: 0, unknown: new Map() };
  const c = reconcile(readCounts(entry, where, ctx.invalid), none, where, []);
  const { passed, failed, errors, processed } = c;
  const catalogued = ref.probeId !== null ? ctx.catalogue.get(ref.probeId) : undefined;
  return {
    probeRunId: ref.probeRunId,
    probeId: ref.probeId,
    name: ref.probeName ?? catalogued?.name ?? `probe ${ref.probeId ?? '?'}`,
    category: catalogued?.category ?? null,
    weight: ref.probeId !== null ? (ctx.weights.get(ref.probeId) ?? null) : null,
    status: normalizeRunStatus(entry.status),
    rawStatus: str(entry.status),
    url: ref.probeRunId !== null ? ctx.probeRunUrl(ref.probeRunId) : null,
    total: c.total,
    processed,
    passed,
    failed,
    errors,
    // Unknown without the detail: 0 counts every failure against the gate (fails closed).
    accepted: 0,
    ignored: 0,
    ...computeRates({ passed, failed, errors, processed, accepted: 0, ignored: 0 }, false),
    aiAnalysis: null,
    remediation: [],
    failedTestCases: [],
  };
}

function stringMap(v: unknown): Record<string, string> {
  if (!v || typeof v !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(v)) if (typeof val === 'string') out[k] = val;
  return out;
}

/** A label set's string entries so far, key then value (see {@link labelReader}). */
interface EntryNode {
  next: Map<string, EntryNode>;
  /** The set whose string entries end here. */
  set?: Readonly<Record<string, string>>;
}

/** The node after `text`, made when new. */
function step(node: EntryNode, text: string): EntryNode {
  let next = node.next.get(text);
  if (next === undefined) node.next.set(text, (next = { next: new Map() }));
  return next;
}

/**
 * Labels as stringMap reads them, one frozen object per distinct set in a probe run: the
 * cases of a probe run share a few sets (issue 14). Frozen, so that no one changes them all.
 * Two sets are one when their string entries are the same, in the same order (the order
 * shows in the reports): they are looked up entry by entry, key then value, in a tree of
 * maps. A key made of the entries' text (a string built, then hashed, for every case) cost
 * 0.17 s of a 250,000-case run on loopback.
 */
export function labelReader(
  one: (v: unknown) => string | null,
): (v: unknown) => Readonly<Record<string, string>> {
  const root: EntryNode = { next: new Map() };
  return (v) => {
    let node = root;
    if (v && typeof v === 'object')
      for (const k of Object.keys(v)) {
        const value = (v as Record<string, unknown>)[k];
        if (typeof value === 'string') node = step(step(node, k), value);
      }
    if (node.set !== undefined) return node.set;
    const labels = stringMap(v);
    for (const k of Object.keys(labels)) {
      // A key is a text of the set too: `one` sees it (and keeps one copy of it).
      one(k);
      labels[k] = one(labels[k]) as string;
    }
    return (node.set = Object.freeze(labels));
  };
}
