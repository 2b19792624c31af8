import { randomBytes } from 'node:crypto';
import * as core from '@actions/core';
import type { Logger, ProgressUpdate } from '../scan/ports.js';
import { formatProgress } from '../runtime/progress-text.js';
import { sanitizeLogText, withStopCommands } from '../report/sanitize.js';

/** Logger for the Action: one compact line per progress change; platform text cannot issue workflow commands (R13). */
export function actionLogger(): Logger {
  return {
    info: (m) => core.info(sanitizeLogText(m)),
    warn: (m) => core.warning(sanitizeLogText(m)),
    debug: (m) => core.debug(sanitizeLogText(m)),
    progress: (u: ProgressUpdate) => core.info(formatProgress(u)),
    untrusted: (title, text) => {
      core.info(title);
      core.info(withStopCommands(sanitizeLogText(text), randomBytes(16).toString('hex')));
    },
  };
}
