import { Redactor } from '../../api/redact.js';
import type { FailedTestCase } from '../../report/model.js';
import type { ScanFacts } from '../verdict/build-report.js';

/**
 * The redaction step (R26): every secret the tool knows (config.secrets: the API key, the
 * GitHub token, the target file's secrets), in its plain, URL-encoded and base64 forms, is
 * replaced in all platform text the scan collected (names, scores, baseline, benchmarks,
 * warnings) before the gate and any renderer see it, so every output (files, summary, comment,
 * tracking issue, outputs, log lines) inherits it. The probe runs (test cases, AI analysis,
 * remediation) were redacted as each was collected (triage/shape.ts) and are kept as they are;
 * so is the configuration: it is ours, and holds the secrets.
 */
export function redactFacts(facts: ScanFacts): ScanFacts {
  const redactor = scanRedactor(facts.config.secrets);
  if (redactor.empty) return facts;
  const { config, probeRuns, ...platformText } = facts;
  return { ...redactor.scrubDeep(platformText), probeRuns, config };
}

let last: { key: string; redactor: Redactor } | null = null;

/**
 * The scan's redactor for these secrets: one for the collection, the probe-run steps
 * (triage/shape.ts) and the redaction step, so that a frozen list of cases found clean by one
 * (read as it was collected, or walked) the others need not walk again (Redactor's memory of
 * clean frozen lists). Keyed by the secrets themselves: a list that changed gets a new one.
 */
export function scanRedactor(secrets: readonly string[]): Redactor {
  const key = JSON.stringify(secrets);
  if (last?.key !== key) last = { key, redactor: new Redactor(secrets) };
  return last.redactor;
}

/**
 * Whether any text shown to it holds one of the scan's secrets: the collection reads every
 * text of a probe run's cases once (a repeated one once per probe run), so that a list found
 * clean is trusted by the redaction step (R26) instead of walked again, case by case: 55-80 ms
 * of a 250k run.
 */
export class SecretWatch {
  seen = false;

  constructor(private readonly redactor: Redactor | undefined) {}

  look = (text: string | null): void => {
    if (text !== null && !this.seen && this.redactor?.holds(text)) this.seen = true;
  };

  /** Tells the redactor that `list` (frozen) holds no secret, when nothing was seen. */
  vouch(list: readonly FailedTestCase[]): void {
    const { redactor } = this;
    if (redactor === undefined || this.seen) return;
    // The keys of a case are texts of the list too (every case has the same ones).
    if (list.length > 0 && Object.keys(list[0] as object).some((key) => redactor.holds(key)))
      return;
    redactor.trust(list);
  }
}
