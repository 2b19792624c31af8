/**
 * The forms of a secret a leak scan looks for, computed here independently of
 * src/api/redact.ts: plain, URL-encoded, and base64 at each of the three byte alignments
 * (the part of each encoding that only the secret's bytes determine, a little shortened).
 */
export function secretFormsOf(secret: string): Record<string, string> {
  const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
  return {
    plain: secret,
    'url-encoded': encodeURIComponent(secret),
    base64: b64(secret).slice(0, -4),
    'base64 shifted 1': b64(`a${secret}`).slice(4, -4),
    'base64 shifted 2': b64(`ab${secret}`).slice(4, -4),
  };
}

/** The names of the forms of `secret` found in `text` (expected: none). */
export function secretFormsIn(text: string, secret: string): string[] {
  return Object.entries(secretFormsOf(secret))
    .filter(([, form]) => text.includes(form))
    .map(([name]) => name);
}
