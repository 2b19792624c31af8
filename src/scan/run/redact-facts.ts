import { Redactor } from '../../api/redact.js';
import type { ScanFacts } from '../verdict/build-report.js';

/**
 * The redaction step (R26): every secret the tool knows (config.secrets: the API key, the
 * GitHub token, the target file's secrets), in its plain, URL-encoded and base64 forms, is
 * replaced in all platform text the scan collected (names, test cases, AI analysis,
 * remediation, baseline, benchmarks, warnings) before the gate and any renderer see it, so
 * every output (files, summary, comment, tracking issue, outputs, log lines) inherits it.
 * The configuration itself is kept as it is: it is ours, and holds the secrets.
 */
export function redactFacts(facts: ScanFacts): ScanFacts {
  const redactor = scanRedactor(facts.config.secrets);
  if (redactor.empty) return facts;
  const { config, ...platformText } = facts;
  return { ...redactor.scrubDeep(platformText), config };
}

let last: { key: string; redactor: Redactor } | null = null;

/**
 * The scan's redactor for these secrets: one for rendering ahead and the redaction step, so
 * that a frozen list of cases the first found clean the second need not walk again
 * (Redactor's memory of clean frozen lists, issue 14). Keyed by the secrets themselves: a
 * list that changed gets a new one.
 */
export function scanRedactor(secrets: readonly string[]): Redactor {
  const key = JSON.stringify(secrets);
  if (last?.key !== key) last = { key, redactor: new Redactor(secrets) };
  return last.redactor;
}
