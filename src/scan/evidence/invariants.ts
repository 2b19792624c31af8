/**
 * The invariants a run must satisfy before the gate judges it: the one catalogue of what the
 * platform's answers have to agree on. Each check in this folder reports a breach of one of
 * these, naming the probe run, the field and both values; docs/verdict.md lists them.
 *
 * A breach is transient when a later read may clear it (a run still finishing, a lagging
 * replica): the scan reads again until its deadline, and only then fails closed. Any other
 * breach fails closed at once: the verdict is `error`, never a pass.
 */
export const INVARIANTS = {
  'run-identity':
    'The run followed is the one this scan created: its id is listed for the target under the unique name the scan gave it, and every answer (status, probe run) names that id.',
  'probe-run-listed': 'Every probe run of the run is listed with its probeRunId and probeId.',
  'probe-coverage':
    'Every requested probe has exactly one probe run, matched by probe id, and no probe run is of a probe that was not requested.',
  'probe-run-final':
    'Every probe run has ended: its status is final, in the status list and in its detail.',
  'probe-run-completed':
    'Every probe run ended completed: a probe run that ended cancelled, failed or in error ran only part of its test cases.',
  'processed-equals-total':
    'Every probe run processed all of its planned test cases, and passed + failed + errors = processed.',
  'counts-valid':
    'Every count is a whole number of test cases (passedCount and failedCount given).',
  'counts-within-total':
    'No count exceeds the planned total: passed + failed + errors <= total, accepted <= failed.',
  'counts-match-cases':
    'When test cases are listed, passed, failed and errors each equal the listed cases of that status (accepted risks count only where the count and the cases agree).',
  'case-status-known': 'Every listed test case has a status word the tool knows.',
  'detail-not-behind':
    "A probe run's detail is never behind the final status entry: no fewer processed, passed, failed or errored cases.",
  'ids-agree':
    'The detail answers for the probe run asked for, of the probe the status list named.',
} as const;

export type InvariantId = keyof typeof INVARIANTS;

/** A breach of one invariant. */
export interface Breach {
  invariant: InvariantId;
  /** A later read may clear it: read again until the deadline, then fail closed. */
  transient: boolean;
  /** One sentence naming the probe run, the field and both values. */
  message: string;
}

/** A breach that a later read may clear. */
export const transient = (invariant: InvariantId, message: string): Breach => ({
  invariant,
  transient: true,
  message,
});

/** A breach no later read can clear. */
export const broken = (invariant: InvariantId, message: string): Breach => ({
  invariant,
  transient: false,
  message,
});

/** The sentence for a breach in a final verdict: what broke, and what to do. */
export function breachSentence(b: Breach, atDeadline: boolean): string {
  const tail = atDeadline && b.transient ? ' (still so at the deadline)' : '';
  return `${b.message}${tail} (invariant ${b.invariant}).`;
}

/** The last sentence of a verdict that breaches broke: what to do about it. */
export const BREACH_ADVICE =
  "The platform's answers about this run contradict each other, so it cannot be judged: re-run the scan; if it happens again, send these lines to the platform's support.";

/** How to read a probe run in a message: `probe run 1815 (Jailbreak)`. */
export function probeRunLabel(id: number | null, name: string | null, index?: number): string {
  const which = id !== null ? String(id) : index !== undefined ? `entry ${index + 1}` : '?';
  return `probe run ${which} (${name ?? 'unnamed'})`;
}
