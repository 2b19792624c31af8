import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  CODE_QUALITY_SEVERITIES,
  renderCodeQuality,
  renderCodeQualityChunks,
} from '../../src/report/gitlab/codequality.js';
import { caseTriage } from '../../src/report/format.js';
import type { Report } from '../../src/report/model.js';
import { attackFingerprint } from '../../src/report/sarif/sarif.js';
import { makeFailedTestCase, makeProbeRun, makeReport } from '../fixtures/report/make-report.js';
import { HOSTILE_STRINGS } from '../fixtures/report/hostile-strings.js';

/**
 * The Code Quality report as GitLab documents it ("Code Quality report format",
 * docs.gitlab.com/ci/testing/code_quality): a JSON array of objects, each with a string
 * `description`, `check_name` and `fingerprint` (unique per finding: GitLab keeps one issue
 * per fingerprint), a `severity` of info, minor, major, critical or blocker, and a
 * `location` with a relative `path` and `lines.begin` (an integer line, from 1). GitLab
 * ignores other fields; the Code Climate spec's `type: issue` and `categories` are allowed.
 * GitLab's parser checks each issue against its JSON schema (gitlab-org/gitlab,
 * app/validators/json_schemas/codeclimate.json: `description`, `fingerprint`, `severity` and
 * `location` required, `location.path` a string, `lines.begin` an integer); every constraint
 * there is here too, and this encoding is stricter (severity values, relative path, unique
 * fingerprints, no unknown field).
 */
const GitLabIssue = z
  .object({
    description: z.string().min(1),
    check_name: z.string().min(1),
    fingerprint: z.string().min(1),
    severity: z.enum(['info', 'minor', 'major', 'critical', 'blocker']),
    location: z.strictObject({
      path: z
        .string()
        .min(1)
        .refine((p) => !p.startsWith('/') && !p.startsWith('./') && !p.includes('\\'), {
          message: 'path must be repository-relative with forward slashes',
        }),
      lines: z.strictObject({ begin: z.number().int().min(1) }),
    }),
    type: z.literal('issue').optional(),
    categories: z.array(z.string()).optional(),
  })
  .strict();
const GitLabReport = z.array(GitLabIssue).superRefine((issues, ctx) => {
  const seen = new Set<string>();
  for (const [i, issue] of issues.entries()) {
    if (seen.has(issue.fingerprint))
      ctx.addIssue({ code: 'custom', path: [i, 'fingerprint'], message: 'duplicate fingerprint' });
    seen.add(issue.fingerprint);
  }
});

const parse = (report: Report, locationPath?: string) =>
  GitLabReport.parse(JSON.parse(renderCodeQuality(report, { locationPath })));

describe('renderCodeQuality (GitLab Code Quality)', () => {
  const report = makeReport();

  it('has one valid issue per failed attack that counts, and none for triaged ones', () => {
    const issues = parse(report, '.gitlab-ci.yml');
    const active = report.probeRuns.flatMap((p) =>
      p.failedTestCases.filter((tc) => caseTriage(tc) === 'active').map((tc) => ({ p, tc })),
    );
    expect(issues.length).toBe(active.length);
    expect(issues.length).toBeGreaterThan(3);
    expect(new Set(issues.map((i) => i.fingerprint))).toEqual(
      new Set(active.map(({ p, tc }) => attackFingerprint(p, tc))),
    );
    for (const i of issues) {
      expect(i.location).toEqual({ path: '.gitlab-ci.yml', lines: { begin: 1 } });
      expect(CODE_QUALITY_SEVERITIES).toContain(i.severity);
    }
    expect(issues[0]).toMatchObject({
      check_name: 'probe-gate/101',
      severity: 'critical',
      description: expect.stringMatching(
        /^AI red-teaming: attack atk-\S+ of probe Prompt Injection/,
      ),
    });
  });

  it('gives the same fingerprints in a second run of the same attacks', () => {
    const next = makeReport();
    for (const p of next.probeRuns) {
      p.failedTestCases = p.failedTestCases.map((tc, i) => ({ ...tc, id: 80_000 + i })).reverse();
    }
    const fps = (r: Report) => new Set(parse(r).map((i) => i.fingerprint));
    expect(fps(next)).toEqual(fps(report));
  });

  it('writes [] when nothing failed, and a repository-relative path', () => {
    const clean = makeReport({ probeRuns: [makeProbeRun({ failedTestCases: [] })] });
    expect(renderCodeQuality(clean)).toBe('[]\n');
    const one = makeReport({
      probeRuns: [makeProbeRun({ failedTestCases: [makeFailedTestCase()] })],
    });
    expect(parse(one, './config\\target.yml')[0]?.location.path).toBe('config/target.yml');
    expect(parse(one)[0]?.location.path).toBe('.probe-gate/target.yml');
  });

  it('keeps one issue per attack when an attack was retried', () => {
    const retried = makeReport({
      probeRuns: [
        makeProbeRun({
          failedTestCases: [
            makeFailedTestCase({ id: 1, attempt: 1 }),
            makeFailedTestCase({ id: 2, attempt: 2 }),
          ],
        }),
      ],
    });
    expect(parse(retried)).toHaveLength(1);
  });

  it('keeps hostile platform text to one clean line and the JSON valid', () => {
    const hostile = makeReport({
      probeRuns: HOSTILE_STRINGS.slice(0, 20).map(([, text], k) =>
        makeProbeRun({
          probeId: k + 1,
          name: text,
          failedTestCases: [makeFailedTestCase({ attackId: text, strategy: text })],
        }),
      ),
    });
    const chunks = [...renderCodeQualityChunks(hostile)];
    const issues = GitLabReport.parse(JSON.parse(chunks.join('')));
    expect(issues.length).toBeGreaterThan(0);
    // eslint-disable-next-line no-control-regex
    for (const i of issues) expect(i.description).not.toMatch(/[\r\n\u0000-\u001f]/);
  });
});
