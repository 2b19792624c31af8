import type { Logger, PhaseOptions, ProgressUpdate } from '../scan/ports.js';
import {
  HEARTBEAT_MS,
  Heartbeat,
  ProgressClock,
  realTimers,
  type HeartbeatTimers,
} from '../runtime/heartbeat.js';
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

/** Options of the CLI's logger; the timers and the stream are injectable for tests. */
export interface CliLoggerOptions {
  debug?: boolean;
  quiet?: boolean;
  stream?: NodeJS.WriteStream;
  timers?: HeartbeatTimers;
  /** Longest silence of a CI log while a run is waited for (default HEARTBEAT_MS). */
  heartbeatMs?: number;
}

/** How often the live line of a terminal is redrawn, so its countdown moves. */
const LIVE_TICK_MS = 1000;

/** `text` cut to `width` columns (one line on a terminal never wraps). */
export function fitWidth(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}

/**
 * Logger for the CLI, on stderr. On a terminal, progress is one live line, redrawn every
 * second with its countdown and cut to the terminal's width; in CI logs (not a TTY), a line
 * per change and per phase, and the last progress (or phase) again after every silence of
 * `heartbeatMs`, until done().
 */
export function cliLogger(opts: CliLoggerOptions = {}): Logger & { done(): void } {
  const out = opts.stream ?? process.stderr;
  const timers = opts.timers ?? realTimers;
  const live = out.isTTY === true && !process.env.CI;
  const clock = new ProgressClock(timers);
  let liveShown = false;
  const clearLive = (): void => {
    if (liveShown) out.write('\r\x1b[2K');
    liveShown = false;
  };
  const line = (text: string): void => {
    clearLive();
    out.write(`${cliSafeText(text)}\n`);
    heartbeat.touch();
  };
  const showProgress = (): void => {
    const text = clock.line(live);
    if (text === null) return;
    if (!live) return line(text);
    out.write(`\r\x1b[2K${fitWidth(cliSafeText(text), Math.max(20, (out.columns ?? 80) - 1))}`);
    liveShown = true;
  };
  const heartbeat = new Heartbeat(
    timers,
    live ? LIVE_TICK_MS : (opts.heartbeatMs ?? HEARTBEAT_MS),
    showProgress,
  );
  return {
    info: (m) => !opts.quiet && line(m),
    warn: (m) => line(`warning: ${m}`),
    debug: (m) => opts.debug && line(`debug: ${m}`),
    progress: (u: ProgressUpdate) => {
      if (opts.quiet) return;
      clock.record(u);
      showProgress();
      heartbeat.start();
    },
    phase: (title: string, _o?: PhaseOptions) => {
      if (opts.quiet) return;
      clock.startPhase(title);
      line(`${title}...`);
      heartbeat.start();
    },
    untrusted: (title, text) => {
      line(title);
      line(text);
    },
    done: () => {
      heartbeat.stop();
      if (liveShown) out.write('\n');
      liveShown = false;
    },
  };
}
