/** The one redaction (R26): every form of every secret, in text, errors and plain data. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, Redactor, secretForms } from '../../src/api/redact.js';
import { ApiError } from '../../src/api/errors.js';
import { secretFormsIn } from '../support/secret-forms.js';

const SECRET = 'sk/live+Secret=Value 42';
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

describe('Redactor', () => {
  const r = new Redactor([SECRET, null, '', '  ']);

  it.each([
    ['plain', SECRET],
    ['URL-encoded', encodeURIComponent(SECRET)],
    ['form-encoded', encodeURIComponent(SECRET).replace(/%20/g, '+')],
    ['lower-case hex', encodeURIComponent(SECRET).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())],
    ['base64', b64(SECRET)],
    ['base64url', b64(SECRET).replace(/\+/g, '-').replace(/\//g, '_')],
    ['base64 inside data, shifted 1', b64(`x${SECRET}yz`)],
    ['base64 inside data, shifted 2', b64(`xy${SECRET}z`)],
  ])('replaces the %s form', (_name, form) => {
    const out = r.scrub(`before ${form} after`);
    expect(out).toContain(REDACTED);
    expect(secretFormsIn(out, SECRET)).toEqual([]);
    expect(out.startsWith('before ')).toBe(true);
  });

  it('finds the secret in base64 of any surrounding text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const encoded = b64(`${before}${SECRET}${after}`);
        expect(r.scrub(encoded)).toContain(REDACTED);
      }),
    );
  });

  it('leaves text without a secret alone, and has no secret when given only blanks', () => {
    expect(r.scrub('nothing to see: sk/live')).toBe('nothing to see: sk/live');
    const none = new Redactor([null, '', ' ']);
    expect(none.empty).toBe(true);
    expect(none.scrub(SECRET)).toBe(SECRET);
  });

  it('finds a secret that is the whole text, and any form as short as the shortest (property)', () => {
    // Texts shorter than every form are passed over without a search (issue 14).
    const short = new Redactor(['abcdefgh', 'x-longer-secret-value']);
    expect(short.scrub('abcdefgh')).toBe(REDACTED);
    expect(short.scrub('abcdefg')).toBe('abcdefg');
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (secret) => {
        const one = new Redactor(secret);
        if (one.empty) return;
        for (const form of secretForms(secret.trim())) expect(one.scrub(form)).toBe(REDACTED);
      }),
      { numRuns: 200 },
    );
  });

  it('replaces the longer of two overlapping secrets whole, and learns secrets later', () => {
    const two = new Redactor('abcdefgh');
    two.add(['abcdefgh-and-more']);
    expect(two.scrub('x abcdefgh-and-more y abcdefgh')).toBe(`x ${REDACTED} y ${REDACTED}`);
  });

  it('uses no base64 core shorter than 6 characters (short secrets would hit ordinary words)', () => {
    for (const form of secretForms('abcd')) expect(form.length).toBeGreaterThanOrEqual(4);
    expect(secretForms('abcd')).toEqual(['abcd', 'abcd', 'abcd', 'abcd']);
  });

  it('scrubs plain data deeply (values and keys), sharing what did not change', () => {
    const clean = { a: [1, 'x'], b: null };
    const data = {
      name: `probe ${SECRET}`,
      nested: [{ text: b64(SECRET), n: 3, ok: true }],
      map: { [`cat ${SECRET}`]: 70 },
      clean,
    };
    const out = r.scrubDeep(data);
    expect(secretFormsIn(JSON.stringify(out), SECRET)).toEqual([]);
    expect(out.name).toBe(`probe ${REDACTED}`);
    expect(out.nested[0]).toEqual({ text: expect.stringContaining(REDACTED), n: 3, ok: true });
    expect(Object.keys(out.map)).toEqual([`cat ${REDACTED}`]);
    expect(out.clean).toBe(clean);
    expect(data.name).toBe(`probe ${SECRET}`);
  });

  it('scrubs an error chain, its stack and an ApiError server message', () => {
    const inner = new Error(`inner ${encodeURIComponent(SECRET)}`);
    const err = new ApiError(`top ${SECRET}`, {
      status: 400,
      endpoint: 'GET /x',
      serverMessage: `server said ${SECRET}`,
      cause: inner,
    });
    r.scrubError(err);
    expect(err.message).toBe(`top ${REDACTED}`);
    expect(err.serverMessage).toBe(`server said ${REDACTED}`);
    expect(inner.message).toBe(`inner ${REDACTED}`);
    expect(secretFormsIn(`${err.stack}${inner.stack}`, SECRET)).toEqual([]);
  });
});
