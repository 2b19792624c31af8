import { randomBytes } from 'node:crypto';
import * as core from '@actions/core';
import type { Logger, PhaseOptions, ProgressUpdate } from '../scan/ports.js';
import * as beat from '../runtime/heartbeat.js';
import { sanitizeLogText, withStopCommands } from '../report/sanitize.js';
import type { Redactor } from '../api/redact.js';

/**
 * Logger for the Action: a line per progress change, and the last progress (or phase) again
 * after every silence of `heartbeatMs` until done(); each phase after the wait in its own
 * log group; platform text cannot issue workflow commands (R13, R27). The runner masks what
 * core.setSecret registered, in the forms it knows; `secrets` masks every form we know as
 * well, before the runner sees a line (R26), and again after sanitising (a removed control
 * character must not join a secret).
 */
export function actionLogger(
  secrets: Redactor,
  timers: beat.HeartbeatTimers = beat.realTimers,
  heartbeatMs: number = beat.HEARTBEAT_MS,
): Logger & { done(): void } {
  const safe = (m: string): string => secrets.scrub(sanitizeLogText(secrets.scrub(m)));
  const clock = new beat.ProgressClock(timers);
  let grouped = false;
  const info = (m: string): void => {
    core.info(m);
    heartbeat.touch();
  };
  const heartbeat = new beat.Heartbeat(timers, heartbeatMs, () => {
    const text = clock.line();
    if (text !== null) info(safe(text));
  });
  const endGroup = (): void => {
    if (grouped) core.endGroup();
    grouped = false;
  };
  return {
    info: (m) => info(safe(m)),
    warn: (m) => {
      core.warning(safe(m));
      heartbeat.touch();
    },
    debug: (m) => core.debug(safe(m)),
    progress: (u: ProgressUpdate) => {
      clock.record(u);
      const text = clock.line();
      if (text !== null) info(safe(text));
      heartbeat.start();
    },
    phase: (title: string, o?: PhaseOptions) => {
      clock.startPhase(title);
      endGroup();
      heartbeat.start();
      // The wait stays unfolded: its progress is what a person watches.
      if (o?.live) return info(`${safe(title)}...`);
      core.startGroup(safe(title));
      grouped = true;
      heartbeat.touch();
    },
    untrusted: (title, text) => {
      info(safe(title));
      info(withStopCommands(safe(text), randomBytes(16).toString('hex')));
    },
    done: () => {
      heartbeat.stop();
      endGroup();
    },
  };
}
