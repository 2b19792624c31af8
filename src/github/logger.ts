import { randomBytes } from 'node:crypto';
import * as core from '@actions/core';
import type { Logger, ProgressUpdate } from '../scan/ports.js';
import { formatProgress } from '../runtime/progress-text.js';
import { sanitizeLogText, withStopCommands } from '../report/sanitize.js';
import type { Redactor } from '../api/redact.js';

/**
 * Logger for the Action: one compact line per progress change; platform text cannot issue
 * workflow commands (R13, R27). The runner masks what core.setSecret registered, in the
 * forms it knows; `secrets` masks every form we know as well, before the runner sees a line
 * (R26), and again after sanitising (a removed control character must not join a secret).
 */
export function actionLogger(secrets: Redactor): Logger {
  const safe = (m: string): string => secrets.scrub(sanitizeLogText(secrets.scrub(m)));
  return {
    info: (m) => core.info(safe(m)),
    warn: (m) => core.warning(safe(m)),
    debug: (m) => core.debug(safe(m)),
    progress: (u: ProgressUpdate) => core.info(safe(formatProgress(u))),
    untrusted: (title, text) => {
      core.info(safe(title));
      core.info(withStopCommands(safe(text), randomBytes(16).toString('hex')));
    },
  };
}
