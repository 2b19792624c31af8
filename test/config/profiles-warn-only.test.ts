/** Profiles (h15retry) setting the gate inputs of issue 15 per event: warn-only and friends. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanConfigFrom } from '../../src/cli/commands/scan-inputs.js';
import { ConfigError } from '../../src/config/errors.js';
import { evaluateGate } from '../../src/scan/verdict/gate.js';
import { exitCodeFor } from '../../src/scan/verdict/exit-codes.js';

const file = (text: string): string => {
  const path = join(mkdtempSync(join(tmpdir(), 'pg-profiles-warn-')), 'probe-gate.yml');
  writeFileSync(path, text);
  return path;
};
const env = {
  PROBE_API_KEY: 'k',
  PROBE_BASE_URL: 'https://api.probe.splx.ai',
  PROBE_WORKSPACE_ID: '1',
  PROBE_TARGET_ID: '2',
};
const YAML = `
min-score: 70
profiles:
  pull_request:
    warn-only: [min-score]
    min-samples: 0
  schedule:
    gate-on: bound
    confidence: 99%
`;
/** A run of 12 judged test cases scoring 55: below min-score 70, too few for min-samples 20. */
const run = {
  runState: 'completed' as const,
  timedOut: false,
  overallScore: 55,
  categories: {},
  processed: 12,
  passed: 10,
  failed: 2,
  errors: 0,
  accepted: 0,
  ignored: 0,
  baseline: null,
  boundScores: { overall: 40, categories: {} },
};

describe('a profile per event sets warn-only, min-samples, gate-on and confidence', () => {
  it.each([
    ['pull_request', 'warn', 0],
    ['schedule', 'fail', 1],
    ['push', 'fail', 1],
  ] as const)('%s: verdict %s, exit %i', async (event, verdict, exit) => {
    const c = await scanConfigFrom({ config: file(YAML), event }, env);
    const g = evaluateGate(run, c.gate);
    expect(g.verdict).toBe(verdict);
    expect(exitCodeFor(g.verdict)).toBe(exit);
  });

  it('schedule judges on the 99% bound', async () => {
    const c = await scanConfigFrom({ config: file(YAML), event: 'schedule' }, env);
    expect(c.gate).toMatchObject({ gateOn: 'bound', confidence: 0.99, warnOnly: [] });
    expect(evaluateGate(run, c.gate).checks[0]?.message).toBe(
      'Overall score 55 (99% bounds 40 to 55) is below the minimum 70.',
    );
  });

  it('an unknown check name in a profile is refused before any request', async () => {
    const bad = file('profiles:\n  pull_request:\n    warn-only: [min-scroe]\n');
    const err = await scanConfigFrom({ config: bad, event: 'pull_request' }, env).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).problems.join('\n')).toContain('unknown gate check "min-scroe"');
  });
});

describe('warn-only: all (a report-only run)', () => {
  it('makes every gate check warn: verdict warn, exit 0, every check still reported', async () => {
    const c = await scanConfigFrom(
      { config: file('min-score: 70\nmax-failed: 0\nmin-samples: 0\nwarn-only: all\n') },
      env,
    );
    expect(c.gate.warnOnly).toEqual([
      'min-score',
      'max-failed',
      'max-fail-rate',
      'max-error-rate',
      'category-min-scores',
      'max-score-drop',
      'fail-on-new-failures',
      'fail-on-framework',
    ]);
    const g = evaluateGate(run, c.gate);
    expect(g.verdict).toBe('warn');
    expect(exitCodeFor(g.verdict)).toBe(0);
    expect(g.checks.filter((k) => !k.passed).map((k) => k.input)).toEqual(
      expect.arrayContaining(['min-score', 'max-failed']),
    );
  });

  it('an inconclusive run still fails closed', async () => {
    const c = await scanConfigFrom(
      { config: file('min-score: 70\nmin-samples: 20\nwarn-only: all\n') },
      env,
    );
    expect(evaluateGate(run, c.gate).verdict).toBe('inconclusive');
  });
});
