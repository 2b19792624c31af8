import { ENV_INPUTS } from './config-sources.js';

/** Environment variables and exit codes, shown after `--help` of the program and of `scan`. */
export const HELP_FOOTER = `
Environment:
  PROBE_API_KEY         the platform's personal access token (required; never a flag)
  PROBE_BASE_URL        default of --base-url (eu, us or a URL)
  PROBE_WORKSPACE_ID    default of --workspace-id
  PROBE_TARGET_ID       default of --target-id
  PROBE_NOTIFY_WEBHOOK  notify-webhook: a webhook URL to notify (a secret; never a flag)
  PROBE_NOTIFY_SECRET   notify-secret: key of the generic webhook's signature (never a flag)
  OTEL_EXPORTER_OTLP_ENDPOINT  trace each scan over OTLP/HTTP (OpenTelemetry)
  NO_COLOR, FORCE_COLOR turn colour off / on
  PROBE_GATE_DEBUG=1    print stack traces of unexpected errors

Exit codes:
  0 gate passed (or only warn-only checks failed)   1 gate failed
  2 bad input or configuration (nothing was sent)
  3 platform or network error   4 timed out   5 inconclusive (never a pass)
  6 stopped by a budget (max-test-cases, max-minutes; never a pass)
  130 / 143 interrupted by SIGINT / SIGTERM (the run this scan started is cancelled)
`;

/** `(default: 60; env PROBE_TARGET_ID)` for a flag's help line, or ''. */
export function defaultsNote(name: string, dflt: string | undefined): string {
  const parts: string[] = [];
  if (dflt !== undefined && dflt !== '') parts.push(`default: ${dflt}`);
  const env = ENV_INPUTS[name as keyof typeof ENV_INPUTS];
  if (env) parts.push(`env ${env}`);
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}
