/**
 * Azure Pipelines logging commands (`##vso[area.action props]message`), escaped as the agent
 * unescapes them, and made inert when the text came from the platform (R27): the agent acts on
 * `##vso[` anywhere in a line, so a line break or a nested command in a message must never
 * survive. Properties escape `;` and `]` too.
 */
import { sanitizeLogText } from '../../report/sanitize.js';

/** The agent's escapes, `%` first (it is the escape character itself). */
function escapeData(text: string): string {
  return text.replace(/%/g, '%AZP25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/]/g, '%5D').replace(/;/g, '%3B');
}

/** Untrusted text for one command: no control characters, no command prefix, one line. */
export function inertText(text: string, maxLength = 4_000): string {
  return sanitizeLogText(text)
    .replace(/##(vso|teamcity)?\[/gi, (_m, kind: string | undefined) => `##${kind ?? ''}\\[`)
    .replace(/\s*\n\s*|\t/g, ' ')
    .slice(0, maxLength);
}

/** `##vso[area.action k=v;...]message`, every part escaped. */
export function vso(
  command: string,
  properties: Record<string, string | number | undefined>,
  message = '',
): string {
  const props = Object.entries(properties)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${escapeProperty(inertText(String(v), 1_000))}`)
    .join(';');
  return `##vso[${command}${props ? ` ${props}` : ''}]${escapeData(inertText(message))}`;
}
