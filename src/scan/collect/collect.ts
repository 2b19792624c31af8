import { setImmediate } from 'node:timers/promises';
import pLimit, { type LimitFunction } from 'p-limit';
import {
  isCredentialError,
  type PlatformClient,
  type ProbeRun,
  type Redactor,
} from '../../api/index.js';
import type { ProbeRunReport } from '../../report/model.js';
import { fetchAnalysis } from './ai-analysis.js';
import type { CatalogueProbe } from '../run/probe-selection.js';
import type { Clock, Logger } from '../ports.js';
import { besideLastAnswers, freeLaneOnArrival, probeRunConcurrency } from '../budget.js';
import { breachSentence } from '../evidence/invariants.js';
import type { EarlyDetails } from './read-ahead.js';
import {
  checkedProbeRunReport,
  fromStatusEntry,
  type ProbeRunRef,
} from '../evidence/probe-run-report.js';

export { labelReader, toProbeRunReport, type ProbeRunRef } from '../evidence/probe-run-report.js';

/** First pause before a probe run's detail is read again after a transient breach. */
const REREAD_FIRST_MS = 1_000;
/** Longest pause between two reads of one probe run's detail. */
const REREAD_MAX_MS = 8_000;
/**
 * Why 30 s: a lagging replica catches up in seconds; a contradiction still there after this
 * long is the platform's answer, and the scan fails closed instead of waiting for its deadline.
 */
export const REREAD_WINDOW_MS = 30_000;

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
  /** Details read while the run was awaited (read-ahead.ts), each a probe run's first read. */
  early?: EarlyDetails;
  /** Told every probe run detail read (its execution window, for the score's provenance). */
  onDetail?: (detail: ProbeRun) => void;
  /** The per-probe-run steps (triage/shape.ts), applied to each probe run as it is collected. */
  shape?: (run: ProbeRunReport) => ProbeRunReport;
  /** Told every probe run as collected and shaped, with its AI analysis (the report writer). */
  onProbeRun?: (run: ProbeRunReport) => void;
  /**
   * Told once, when every probe run's detail has been asked for (the last answers are on their
   * way); only in runs small enough for reads beside them (budget.ts `besideLastAnswers`).
   */
  onAllRequested?: () => void;
}

/**
 * Fetches every probe run's detail (docs/platform.md 4.15) with bounded concurrency, plus its AI
 * analysis when asked. Only failed and errored test cases are read whole and kept
 * (getProbeRunFindings). Where the budget allows (freeLaneOnArrival), a lane is free again once its
 * answer's body has arrived: the next request goes out before that body is parsed, so the wire is
 * busy while the bodies that came are read. Memory still follows the lanes, not the run.
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
  const shape = ctx.shape ?? ((run: ProbeRunReport) => run);
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
    const read = await readChecked(
      ctx,
      { ...ref, probeRunId: ref.probeRunId },
      { wire, early, requested },
    );
    if ('error' in read) {
      // Dropping the probe run would undercount failures (R10): keep its status counts.
      const stand = ref.entry ? fromStatusEntry(ref.entry, ref, ctx) : null;
      warnings.push(
        `Probe run ${ref.probeRunId} (${ref.probeName ?? 'unnamed'}): detail unavailable (${read.error.message})${stand ? '; its counts come from the run status, without test cases or accepted risks' : ''}.`,
      );
      return stand && shape(stand);
    }
    const { report, detail, readEarly } = read;
    ctx.onDetail?.(detail);
    if (ctx.aiAnalysis && report.aiAnalysis === null && ref.probeRunId !== null) {
      const id = ref.probeRunId;
      report.aiAnalysis = await analyses(() => fetchAnalysis(ctx, id, { readEarly }));
      if (report.aiAnalysis === null) missingAnalysis.push(report.name);
    }
    const shaped = shape(report);
    ctx.onProbeRun?.(shaped);
    return shaped;
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
 * One probe run's detail, checked (evidence/probe-run.ts). A transient breach (a lagging
 * replica, a probe run still finishing) is read again, with growing pauses, for
 * {@link REREAD_WINDOW_MS} or until the deadline; then, or at once for any other breach,
 * every breach goes to `ctx.invalid`.
 */
async function readChecked(
  ctx: CollectContext,
  ref: ProbeRunRef & { probeRunId: number },
  lane: { wire: LimitFunction; early: boolean; requested: () => void },
): Promise<{ report: ProbeRunReport; detail: ProbeRun; readEarly: boolean } | { error: Error }> {
  let pause = REREAD_FIRST_MS;
  let first = true;
  const until = Math.min(ctx.deadline, ctx.clock.now() + REREAD_WINDOW_MS);
  for (;;) {
    const requested = first ? lane.requested : () => undefined;
    const early = first ? await earlyRead(ctx, ref) : undefined;
    const readEarly = early !== undefined;
    first = false;
    if (early) requested();
    const detail = early ?? (await readDetail(ctx, ref.probeRunId, { ...lane, requested }));
    if ('error' in detail) return detail;
    const { report, breaches } = checkedProbeRunReport(detail.ok, ref, ctx);
    // An early read that breaks anything is not judged: the probe run is read again now.
    if (readEarly && breaches.length > 0) continue;
    const retryable = breaches.length > 0 && breaches.every((b) => b.transient);
    const atDeadline = ctx.clock.now() + pause > until;
    if (!retryable || atDeadline) {
      ctx.invalid.push(...breaches.map((b) => breachSentence(b, atDeadline)));
      return { report, detail: detail.ok, readEarly };
    }
    ctx.log.info(
      `${breaches[0]?.message ?? 'A probe run is not final yet'}: reading it again in ${pause / 1000} s.`,
    );
    await ctx.clock.sleep(pause, ctx.signal);
    pause = Math.min(REREAD_MAX_MS, pause * 2);
  }
}

/** The detail read during the wait for this very entry, when that read succeeded. */
async function earlyRead(
  ctx: CollectContext,
  ref: ProbeRunRef,
): Promise<{ ok: ProbeRun } | undefined> {
  const held = ctx.early?.take(ref);
  if (!held) return undefined;
  try {
    const ok = await held;
    return ok ? { ok } : undefined;
  } catch (err) {
    if (isCredentialError(err)) throw err;
    if (ctx.signal?.aborted) throw ctx.signal.reason;
    return undefined;
  }
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
