/**
 * Step 10b of the scan: a message to `notify-webhook` when `notify-on` says so
 * (docs/operating.md). Best effort within the publishing budget: a failure is one warning
 * without the URL, and never changes the verdict or the exit code.
 */
import type { ScanConfig } from '../../config/config.js';
import type { Report } from '../../report/model.js';
import type { Logger } from '../ports.js';
import { notifyDecision } from './change.js';
import { factsOf, jsonBody, slackBody, teamsBody } from './message.js';
import { formatFor, sendNotification, type NotifySeams } from './send.js';

export type { NotifySeams } from './send.js';

/** Test seams of the notification (time limit, HTTP dispatcher). */

/** Sends the notification this scan calls for, if any; never throws. */
export async function notifyChange(
  config: Pick<ScanConfig, 'notify' | 'gate'>,
  report: Report,
  log: Logger,
  signal?: AbortSignal,
  seams: NotifySeams = {},
): Promise<boolean> {
  const { webhook, on, secret, format } = config.notify;
  if (!webhook) return false;
  try {
    const decision = notifyDecision(on, report, config.gate);
    if (!decision.send) {
      log.debug?.(`No notification: notify-on ${on} and the verdict did not change.`);
      return false;
    }
    const kind = formatFor(webhook, format);
    const facts = factsOf(report, decision.change);
    const payload =
      kind === 'slack' ? slackBody(facts) : kind === 'teams' ? teamsBody(facts) : jsonBody(facts);
    const result = await sendNotification(webhook, payload, {
      secret,
      format: kind,
      signal,
      ...seams,
    });
    if (result.sent) log.info(`Notified the ${kind} webhook (${decision.change ?? on}).`);
    else log.warn(`Could not notify the ${kind} webhook (${result.why}); the verdict stands.`);
    return result.sent;
  } catch (err) {
    log.warn(
      `Could not notify the webhook (${err instanceof Error ? err.name : 'error'}); the verdict stands.`,
    );
    return false;
  }
}
