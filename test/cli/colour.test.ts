/** Colour for verdicts and checks: on a terminal, off in a pipe; NO_COLOR and FORCE_COLOR honoured. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colourOn, painter } from '../../src/cli/colour.js';
import { runCli } from './run-cli.js';

const tty = { isTTY: true };
const pipe = { isTTY: false };
const ESC = '\x1b[';

describe('colour', () => {
  it('follows the terminal, NO_COLOR and FORCE_COLOR', () => {
    expect(colourOn(tty, {})).toBe(true);
    expect(colourOn(pipe, {})).toBe(false);
    expect(colourOn(tty, { NO_COLOR: '1' })).toBe(false);
    expect(colourOn(tty, { NO_COLOR: '' })).toBe(true); // empty NO_COLOR means unset
    expect(colourOn(pipe, { FORCE_COLOR: '1' })).toBe(true);
    expect(colourOn(pipe, { FORCE_COLOR: '' })).toBe(true);
    expect(colourOn(tty, { FORCE_COLOR: '0' })).toBe(false);
    expect(colourOn(pipe, { FORCE_COLOR: '1', NO_COLOR: '1' })).toBe(true);
    expect(painter(tty, {})('red', 'FAIL')).toBe(`${ESC}31mFAIL${ESC}39m`);
    expect(painter(pipe, {})('red', 'FAIL')).toBe('FAIL');
  });

  it('the verdict and the checks are coloured with FORCE_COLOR (plain when piped: the other CLI tests)', async () => {
    const out = mkdtempSync(join(tmpdir(), 'pg-colour-'));
    const forced = await runCli(['demo', '--out', join(out, 'a')], { FORCE_COLOR: '1' });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain(`Verdict: ${ESC}31m${ESC}1mFAIL${ESC}22m${ESC}39m`);
    expect(forced.stdout).toContain(`[${ESC}31mx ${ESC}39m] min-score`);
  });
});
