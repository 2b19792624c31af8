/**
 * The notification webhook's URL: a secret, so no problem line ever quotes it. HTTPS is
 * required; plain http only to this machine (a loopback receiver).
 */
import { field, fieldIssue } from './fields.js';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** `notify-webhook`: an https URL (http only on loopback); null when unset. */
export const notifyWebhookField = field((v, ctx): string | null => {
  if (v === undefined || v === null || String(v).trim() === '') return null;
  const text = String(v).trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fieldIssue(ctx, 'is not a URL; give the webhook address from a secret.');
  }
  if (url.username !== '' || url.password !== '')
    return fieldIssue(ctx, 'must not hold a user name or password; give the webhook address.');
  if (url.protocol === 'https:') return text;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return text;
  return fieldIssue(
    ctx,
    'must be an https URL (plain http only to 127.0.0.1); give the webhook address from a secret.',
  );
});
