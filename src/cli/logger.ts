import type { Logger, ProgressUpdate } from '../scan/ports.js';
import { formatProgress } from '../runtime/progress-text.js';
import { jsonForLog, sanitizeLogText } from '../report/sanitize.js';
import { Redactor } from '../api/redact.js';

/**
 * Every secret the CLI knows (PROBE_API_KEY, GITHUB_TOKEN, a target file's secrets once the
 * config is read), masked in every line it prints, in plain, URL-encoded and base64 forms
 * (R26): the CLI has no runner that masks its log.
 */
export const cliSecrets = new Redactor();

/**
 * A line of the CLI's own output: secrets masked, then made inert for every CI (R27), then
 * masked again (removing a control character must not join the halves of a secret).
 */
export function cliSafeText(text: string): string {
  return cliSecrets.scrub(sanitizeLogText(cliSecrets.scrub(text)));
}

/** JSON for the CLI's stdout (`--json`): secrets masked, CI command prefixes escaped (R26, R27). */
export function cliJson(value: unknown): string {
  return cliSecrets.scrub(jsonForLog(value));
}

/**
 * Logger for the CLI, on stderr. On a terminal, progress is one live line rewritten in
 * place; in CI logs (not a TTY), one compact line per change.
 */
export function cliLogger(
  opts: { debug?: boolean; quiet?: boolean; stream?: NodeJS.WriteStream } = {},
): Logger & { done(): void } {
  const out = opts.stream ?? process.stderr;
  const live = out.isTTY === true && !process.env.CI;
  let liveShown = false;
  const line = (text: string): void => {
    if (liveShown) {
      out.write('\r\x1b[2K');
      liveShown = false;
    }
    out.write(`${cliSafeText(text)}\n`);
  };
  return {
    info: (m) => !opts.quiet && line(m),
    warn: (m) => line(`warning: ${m}`),
    debug: (m) => opts.debug && line(`debug: ${m}`),
    progress: (u: ProgressUpdate) => {
      if (opts.quiet) return;
      if (live) {
        out.write(`\r\x1b[2K${cliSafeText(formatProgress(u))}`);
        liveShown = true;
      } else line(formatProgress(u));
    },
    untrusted: (title, text) => {
      line(title);
      line(text);
    },
    done: () => {
      if (liveShown) out.write('\n');
      liveShown = false;
    },
  };
}
