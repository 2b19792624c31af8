/** The CLI's own log (R26, R27): every known secret masked in every form, every line inert. */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { cliJson, cliLogger, cliSafeText, cliSecrets } from '../../src/cli/logger.js';
import { activeCommands } from '../fixtures/report/ci-hostile-strings.js';
import { secretFormsIn } from '../support/secret-forms.js';

const SECRET = 'pg-cli-logger/secret+Zx9=Qw7';
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

function capture(): { stream: NodeJS.WriteStream; text: () => string } {
  let out = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      out += chunk.toString();
      done();
    },
  }) as unknown as NodeJS.WriteStream;
  return { stream, text: () => out };
}

describe('the CLI log', () => {
  cliSecrets.add(SECRET);
  const hostile = [
    `key ${SECRET} url ${encodeURIComponent(SECRET)} b64 ${b64(`ab${SECRET}`)}`,
    // A control character inside the secret is removed by the sanitiser: masked after too.
    `split ${SECRET.slice(0, 6)}\u0007${SECRET.slice(6)}`,
    '::set-output name=x::y',
    'text ##vso[task.setvariable variable=x]y ##teamcity[buildStatus] ##[group]',
    '\u001B]8;;https://evil.example\u0007click\u001B]8;;\u0007 \u009B2K',
  ].join('\n');

  it('info, warn, debug and untrusted lines hold no secret form and no active command', () => {
    const { stream, text } = capture();
    const log = cliLogger({ stream, debug: true });
    log.info(hostile);
    log.warn(hostile);
    log.debug(hostile);
    log.untrusted('Results:', hostile);
    expect(secretFormsIn(text(), SECRET)).toEqual([]);
    expect(activeCommands(text())).toEqual([]);
    expect(text()).toContain('key [REDACTED] url [REDACTED]');
    expect(text()).toContain('split [REDACTED]');
    expect(text()).toContain('##vso\\[task.setvariable');
  });

  it('--json output: the same value for a JSON parser, inert and masked for a log', () => {
    const value = { name: hostile, tags: ['\u2028', '\u0085', '\u202E', '\u{E0041}'] };
    const line = cliJson(value);
    expect(activeCommands(line)).toEqual([]);
    expect(secretFormsIn(line, SECRET)).toEqual([]);
    const back = JSON.parse(line) as typeof value;
    expect(back.tags).toEqual(value.tags);
    // Only the secrets changed: every escape reads back as the character it stands for.
    expect(back.name).toBe(cliSecrets.scrub(hostile));
  });

  it('cliSafeText is idempotent', () => {
    const once = cliSafeText(hostile);
    expect(cliSafeText(once)).toBe(once);
  });
});
