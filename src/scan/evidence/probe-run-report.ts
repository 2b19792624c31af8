/**
 * A probe run's detail as the report model holds it: its failed and errored test cases kept
 * whole (text interned, labels shared), its counts checked by the evidence invariants.
 */
import {
  normalizeCaseStatus,
  normalizeRunStatus,
  type ProbeRun,
  type Redactor,
  type TestRunStatusProbeRun,
} from '../../api/index.js';
import type { FailedTestCase, ProbeRunReport } from '../../report/model.js';
import { processedOf, readCounts } from './counts.js';
import { breachSentence, probeRunLabel, type Breach } from './invariants.js';
import { checkProbeRun, type CaseTally } from './probe-run.js';
import { computeRates } from '../verdict/counts.js';
import { fromMethods } from '../collect/ai-analysis.js';
import type { CatalogueProbe } from '../run/probe-selection.js';
import { SecretWatch } from '../run/redact-facts.js';

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * One copy of each repeated text: JSON.parse gives every case its own copy of its strategy,
 * red teamer, variation and labels, and a huge run keeps hundreds of thousands of findings. Per
 * probe run, so the table never outlives it. `fresh` is told each text the first time it is seen.
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

/**
 * The failed and errored test cases, kept whole, and what all the listed cases show: `listed`
 * is how many the answer listed (the passed ones are counted by the schema, not kept).
 */
function readCases(
  results: NonNullable<ProbeRun['testCaseResults']>,
  listed: number | null,
  redactor?: Redactor,
): {
  failedTestCases: FailedTestCase[];
  seen: CaseTally;
} {
  const failedTestCases: FailedTestCase[] = [];
  const seen: CaseTally = {
    listed,
    passed: 0,
    failed: 0,
    errors: 0,
    accepted: 0,
    unknown: new Map(),
  };
  const secrets = new SecretWatch(redactor);
  const one = interner(secrets.look);
  const labels = labelReader(one);
  let unknown = 0;
  for (const tc of results) {
    const outcome = normalizeCaseStatus(tc.status);
    if (outcome === 'unknown') {
      const word = str(tc.status) ?? '(none)';
      seen.unknown.set(word, (seen.unknown.get(word) ?? 0) + 1);
      unknown++;
    }
    if (outcome !== 'failed' && outcome !== 'error') continue;
    if (outcome === 'failed') seen.failed++;
    else seen.errors++;
    const accepted = outcome === 'failed' && tc.isRiskAccepted === true;
    if (accepted) seen.accepted++;
    // Frozen, and so is the list: nothing changes a collected case (later steps copy what
    // they change), so the redaction can trust a list it found clean.
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
  if (seen.listed !== null) seen.passed = seen.listed - seen.failed - seen.errors - unknown;
  const list = Object.freeze(failedTestCases) as FailedTestCase[];
  secrets.vouch(list);
  return { failedTestCases: list, seen };
}

/** A probe run as the status endpoint lists it. */
export interface ProbeRunRef {
  probeRunId: number | null;
  probeId: number | null;
  probeName: string | null;
  /** The status endpoint's entry: its counts stand in when the detail cannot be read. */
  entry?: TestRunStatusProbeRun;
}

/** What mapping a probe run needs of the scan. */
export interface ReportContext {
  catalogue: Map<number, CatalogueProbe>;
  weights: Map<number, string>;
  probeRunUrl: (probeRunId: number) => string;
  /** Whether the AI analysis is wanted in the report. */
  aiAnalysis: boolean;
  /** The test run whose probe runs these are. */
  testRunId: number;
  /** The scan's redactor: a list of cases found to hold none of its secrets is vouched for. */
  redactor?: Redactor;
}

/**
 * Maps a probe run (docs/platform.md 4.15) onto the report model, keeping only failed and
 * errored test cases, with every breach of the evidence invariants (evidence/probe-run.ts).
 * The counts are the platform's own: with a breach, the report is not to be judged.
 */
export function checkedProbeRunReport(
  detail: ProbeRun,
  ref: ProbeRunRef,
  ctx: ReportContext,
): { report: ProbeRunReport; breaches: Breach[] } {
  const probeId = typeof detail.probeId === 'number' ? detail.probeId : ref.probeId;
  const probeRunId = typeof detail.probeRunId === 'number' ? detail.probeRunId : ref.probeRunId;
  const listed = typeof detail.listedCaseCount === 'number' ? detail.listedCaseCount : null;
  const { failedTestCases, seen } = readCases(detail.testCaseResults ?? [], listed, ctx.redactor);
  const asked = { testRunId: ctx.testRunId, probeRunId: ref.probeRunId, probeId: ref.probeId };
  const { counts, breaches } = checkProbeRun(detail, seen, { ...asked, entry: ref.entry });
  const { total, processed, passed, failed, errors, accepted } = counts;
  const catalogued = probeId !== null ? ctx.catalogue.get(probeId) : undefined;
  const report: ProbeRunReport = {
    probeRunId,
    probeId,
    name: str(detail.probeName) ?? ref.probeName ?? catalogued?.name ?? `probe ${probeId ?? '?'}`,
    category: catalogued?.category ?? null,
    ...(catalogued?.tags?.length ? { tags: [...catalogued.tags] } : {}),
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
    aiAnalysis: analysisOf(detail, ctx.aiAnalysis),
    remediation: remediationOf(detail),
    ...auditOf(detail.testCaseResults ?? []),
    failedTestCases,
  };
  return { report, breaches };
}

/** Most review entries kept per probe run: the platform's reviews are made by hand. */
const MAX_AUDIT_ENTRIES = 10_000;

/** Who accepted a risk or edited a status on the platform, case by case, when any did. */
function auditOf(results: NonNullable<ProbeRun['testCaseResults']>): {
  audit?: ProbeRunReport['audit'];
} {
  const audit: NonNullable<ProbeRunReport['audit']> = [];
  for (const tc of results) {
    if (audit.length >= MAX_AUDIT_ENTRIES) break;
    const base = {
      testCaseId: typeof tc.id === 'number' ? tc.id : null,
      attackId: str(tc.attackId),
    };
    if (tc.isRiskAccepted === true || str(tc.riskAcceptedBy) !== null)
      audit.push({
        ...base,
        action: 'risk-accepted',
        by: str(tc.riskAcceptedBy),
        at: str(tc.riskAcceptedDate),
      });
    if (str(tc.editedStatusBy) !== null || str(tc.editedStatusDate) !== null)
      audit.push({
        ...base,
        action: 'status-edited',
        by: str(tc.editedStatusBy),
        at: str(tc.editedStatusDate),
      });
  }
  return audit.length > 0 ? { audit } : {};
}

/** {@link checkedProbeRunReport} whose breaches, transient or not, go to `ctx.invalid`. */
export function toProbeRunReport(
  detail: ProbeRun,
  ref: ProbeRunRef,
  ctx: ReportContext & { invalid: string[] },
): ProbeRunReport {
  const { report, breaches } = checkedProbeRunReport(detail, ref, ctx);
  ctx.invalid.push(...breaches.map((b) => breachSentence(b, false)));
  return report;
}

function remediationOf(detail: ProbeRun): ProbeRunReport['remediation'] {
  return [...(detail.remediation?.tasks ?? []), ...(detail.remediation?.dynamicTasks ?? [])]
    .filter((t) => typeof t?.name === 'string')
    .map((t) => ({
      name: t.name as string,
      details: str(t.details),
      completed: t.completed === true,
      type: str(t.type),
      ...(str(t.appliedBy) !== null ? { appliedBy: str(t.appliedBy) } : {}),
      ...(str(t.appliedDate) !== null ? { appliedDate: str(t.appliedDate) } : {}),
    }));
}

function analysisOf(detail: ProbeRun, wanted: boolean): ProbeRunReport['aiAnalysis'] {
  return wanted && detail.isAiAnalysisFinished === true && detail.aiAnalysis
    ? fromMethods(detail.aiAnalysis.overview, detail.aiAnalysis.methods)
    : null;
}

/**
 * A probe run known only from the status endpoint (its detail could not be read): counts, no
 * test cases. Its entry passed the status list's invariants before the wait ended.
 */
export function fromStatusEntry(
  entry: TestRunStatusProbeRun,
  ref: ProbeRunRef,
  ctx: Pick<ReportContext, 'catalogue' | 'weights' | 'probeRunUrl'>,
): ProbeRunReport {
  const where = probeRunLabel(ref.probeRunId, ref.probeName);
  const c = readCounts(entry, where, []);
  const passed = c.passedCount;
  const failed = c.failedCount;
  const errors = c.errorCount;
  const processed = processedOf(c);
  const catalogued = ref.probeId !== null ? ctx.catalogue.get(ref.probeId) : undefined;
  return {
    probeRunId: ref.probeRunId,
    probeId: ref.probeId,
    name: ref.probeName ?? catalogued?.name ?? `probe ${ref.probeId ?? '?'}`,
    category: catalogued?.category ?? null,
    ...(catalogued?.tags?.length ? { tags: [...catalogued.tags] } : {}),
    weight: ref.probeId !== null ? (ctx.weights.get(ref.probeId) ?? null) : null,
    status: normalizeRunStatus(entry.status),
    rawStatus: str(entry.status),
    url: ref.probeRunId !== null ? ctx.probeRunUrl(ref.probeRunId) : null,
    total: c.totalCount,
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
 * cases of a probe run share a few sets. Frozen, so that no one changes them all.
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
