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
  const redactor = new Redactor(facts.config.secrets);
  if (redactor.empty) return facts;
  const { config, ...platformText } = facts;
  return { ...redactor.scrubDeep(platformText), config };
}
