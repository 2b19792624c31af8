/**
 * Issue 17, case 10: a check that was asked for and could not run is `skip`, never `ok`, is
 * not counted in "N gate checks passed", and the verdict line says how many were skipped and
 * why (R22). A `baseline-report` that does not exist is bad input (exit 2, no request) unless
 * `baseline-optional: true`.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfigAndFiles } from '../../../src/config/config.js';
import { ConfigError } from '../../../src/config/errors.js';
import { describeFailure } from '../../../src/runtime/failure.js';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { newTarget, scan } from './verdict-support.js';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 10 });
});
afterAll(async () => sb?.close());

const REGRESSION = {
  baseline: 'auto',
  'baseline-report': 'reports/base-branh.json',
  'max-score-drop': '5',
  'fail-on-new-failures': 'true',
};

describe('a check that could not run is skip, not ok', () => {
  it('case 10: a baseline-report path that does not exist is bad input: exit 2, no request', async () => {
    const t = newTarget(sb, { vulnerability: 0.05 });
    const config = t.config({ baseline: 'auto' });
    const raw = {
      'api-key': sb.apiKey,
      'base-url': sb.baseUrl,
      'workspace-id': String(sb.workspaceId),
      'target-id': String(t.id),
      ...REGRESSION,
    };
    const err = await parseConfigAndFiles(raw, {}, Date.now()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).problems).toEqual([
      'baseline-report: "reports/base-branh.json" does not exist or is not a file; fix the path, or set baseline-optional: true when a missing baseline is expected (the first run of a branch).',
    ]);
    expect(describeFailure(err).exitCode).toBe(2);
    // The engine refuses it too, before its first request.
    sb.stats.reset();
    const fromEngine = await scan(sb, { ...config, baselineReport: REGRESSION['baseline-report'] })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(fromEngine).toBeInstanceOf(ConfigError);
    expect(sb.stats.totalRequests).toBe(0);
  });

  it('case 10: with baseline-optional both regression checks are skip, not counted as passed', async () => {
    const t = newTarget(sb, { vulnerability: 0.05 });
    const r = await scan(sb, t.config({ ...REGRESSION, 'baseline-optional': 'true' }));
    const skipped = r.report.gate.checks.filter((c) => c.status === 'skip');
    expect(skipped.map((c) => c.id)).toEqual(['max-score-drop', 'fail-on-new-failures']);
    expect(skipped.every((c) => c.passed === false)).toBe(true);
    expect(r.verdict).toBe('pass');
    expect(r.report.gate.reason).toBe(
      'All 2 gate checks that ran passed; 2 skipped (No baseline score to compare with; No baseline to compare with).',
    );
    expect(r.report.warnings.join('\n')).toContain(
      'baseline-report "reports/base-branh.json" could not be used (it does not exist): the baseline checks are skipped.',
    );
    const md = readFileSync(r.outputs['report-markdown'] as string, 'utf8');
    expect(md).toContain('| `max-score-drop` | 5 | — | ⏭️ skip |');
    expect(md).not.toMatch(/All 4 gate checks passed/);
    const junit = readFileSync(r.outputs['junit-file'] as string, 'utf8');
    expect(junit).toMatch(
      /<testcase name="max-score-drop" classname="probe-gate.gate">\s*<skipped/,
    );
  });
});
