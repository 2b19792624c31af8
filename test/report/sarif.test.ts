import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import {
  attackFingerprint,
  FINGERPRINT_KEY,
  LINE_HASH_KEY,
  renderSarif,
  SARIF_FALLBACK_LOCATION,
  sarifLocationUri,
} from '../../src/report/sarif/sarif.js';
import {
  makeFailedTestCase,
  makeLargeReport,
  makeProbeRun,
  makeReport,
} from '../fixtures/report/make-report.js';
import {
  HAS_SARIF_SCHEMA,
  SARIF_SCHEMA_PATH,
  sarifValidator,
} from '../fixtures/report/sarif-schema.js';
import { multitoolFindings, SARIF_MULTITOOL } from '../fixtures/report/sarif-multitool.js';

interface SarifRule {
  id: string;
  name: string;
  helpUri?: string;
  help: { text: string; markdown: string };
  defaultConfiguration: { level: string };
  properties: { tags: string[]; 'security-severity': string };
}

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: Array<{
    physicalLocation: {
      artifactLocation: { uri: string; uriBaseId?: string };
      region: { startLine: number };
    };
  }>;
  partialFingerprints: Record<string, string>;
  suppressions?: unknown[];
  hostedViewerUri?: string;
  properties: { attackId: string | null };
}

interface SarifLog {
  runs: Array<{
    tool: {
      driver: { name: string; version: string; informationUri?: string; rules: SarifRule[] };
    };
    automationDetails: { id: string };
    invocations: Array<{
      executionSuccessful: boolean;
      toolExecutionNotifications: Array<{ message: { text: string } }>;
    }>;
    results: SarifResult[];
    properties: Record<string, unknown>;
  }>;
}

const sarif = (report: Report, opts = {}): SarifLog =>
  JSON.parse(renderSarif(report, opts)) as SarifLog;

describe('renderSarif', () => {
  const report = makeReport();
  const run = sarif(report).runs[0]!;

  it.skipIf(!HAS_SARIF_SCHEMA)(
    `is valid against the official SARIF 2.1.0 schema (skipped when ${SARIF_SCHEMA_PATH} is absent)`,
    () => {
      const validate = sarifValidator();
      expect(validate(JSON.parse(renderSarif(report)))).toEqual([]);
      expect(
        validate(JSON.parse(renderSarif(report, { locationPath: 'C:\\cfg\\target one.yml' }))),
      ).toEqual([]);
      expect(validate(JSON.parse(renderSarif(makeLargeReport(2_000, 50))))).toEqual([]);
      expect(validate(JSON.parse(renderSarif(report, { category: 'none' })))).toEqual([]);
      expect(
        validate(JSON.parse(renderSarif(makeReport({ probeRuns: [], perProbeDetail: false })))),
      ).toEqual([]);
    },
  );

  it('names the tool and has one rule per probe with tags, level and security severity', () => {
    expect(run.tool.driver).toMatchObject({ name: 'probe-gate', version: '0.1.0' });
    expect(run.tool.driver.informationUri).toMatch(/^https:\/\//);
    const rules = run.tool.driver.rules;
    expect(rules.map((r) => r.id)).toEqual([
      'probe-gate/101',
      'probe-gate/102',
      'probe-gate/103',
      'probe-gate/104',
    ]);
    expect(rules[0]).toMatchObject({
      name: 'Prompt Injection',
      shortDescription: { text: 'AI red-teaming probe: Prompt Injection' },
      defaultConfiguration: { level: 'error' },
      properties: {
        tags: ['security', 'ai-red-teaming', 'Prompt Manipulation'],
        'security-severity': '8.0',
      },
    });
    expect(
      rules.map((r) => [r.defaultConfiguration.level, r.properties['security-severity']]),
    ).toEqual([
      ['error', '8.0'],
      ['error', '9.5'],
      ['warning', '5.5'],
      ['note', '3.0'],
    ]);
    expect(rules[0]?.help.markdown).toContain(
      '**Remediation**\n\n- Separate untrusted content from instructions: Wrap user\\-supplied',
    );
    expect(run.automationDetails.id).toBe('probe-gate/target-12/');
  });

  it("keeps the caller's category: named, or none so that upload-sarif's applies", () => {
    const r = makeReport();
    const id = (category?: string | null) =>
      (sarif(r, { category }).runs[0] as { automationDetails?: { id: string } }).automationDetails;
    expect(id()).toEqual({ id: `probe-gate/target-${r.platform.targetId}/` });
    expect(id(null)).toEqual({ id: `probe-gate/target-${r.platform.targetId}/` });
    expect(id('ai-red-team/staging/')).toEqual({ id: 'ai-red-team/staging/' });
    // upload-sarif fills in its own category only where the SARIF has none.
    expect(id('none')).toBeUndefined();
  });

  it('takes the severity from the risk band when the probe has no known weight', () => {
    const r = makeReport({ probeRuns: [makeProbeRun({ weight: null })] });
    expect(sarif(r).runs[0]?.tool.driver.rules[0]?.properties['security-severity']).toBe('7.5');
    const unknown = makeReport({
      probeRuns: [makeProbeRun({ weight: 'weird' })],
      scores: { ...r.scores, band: null },
    });
    expect(sarif(unknown).runs[0]?.tool.driver.rules[0]?.defaultConfiguration.level).toBe(
      'warning',
    );
  });

  it('has one result per counted or accepted failure; errors and ignored ones are left out', () => {
    const ids = run.results.map((r) => r.properties.attackId);
    expect(ids).toEqual([
      'atk-5001',
      'atk-5002',
      'atk-5003',
      'atk-5004',
      'atk-5005',
      'atk-2001',
      'atk-2002',
      'atk-2003',
      'atk-2004',
      'atk-2005',
    ]);
    const accepted = run.results.find((r) => r.properties.attackId === 'atk-5005')!;
    expect(accepted.level).toBe('note');
    expect(accepted.suppressions).toEqual([
      {
        kind: 'external',
        status: 'accepted',
        justification: 'Risk reviewed and accepted on the platform.',
      },
    ]);
    const first = run.results[0]!;
    expect(first).toMatchObject({ ruleId: 'probe-gate/101', ruleIndex: 0, level: 'error' });
    expect(first.message.text).toBe(
      'Attack atk-5001 of probe Prompt Injection succeeded against the target (strategy Indirect injection, red teamer Jailbreak expert, variation Quoted e-mail).',
    );
    expect(first.hostedViewerUri).toBe(
      'https://platform.example.test/workspaces/3/probe-runs/9001',
    );
  });

  it('fingerprints attacks stably across runs and differently per attack', () => {
    const again = sarif(makeReport()).runs[0]!;
    const fp = (r: SarifResult): string => r.partialFingerprints[FINGERPRINT_KEY] ?? '';
    expect(again.results.map(fp)).toEqual(run.results.map(fp));
    expect(new Set(run.results.map(fp)).size).toBe(run.results.length);
    for (const f of run.results.map(fp)) expect(f).toMatch(/^[0-9a-f]{64}$/);
    // Another run: new test case ids and order, same attacks.
    const next = makeReport();
    next.probeRuns[0]!.failedTestCases = next.probeRuns[0]!.failedTestCases.map((tc, i) => ({
      ...tc,
      id: 90_000 + i,
    })).reverse();
    const byAttack = (log: SarifLog) =>
      new Map(log.runs[0]!.results.map((r) => [r.properties.attackId, fp(r)]));
    expect(byAttack(sarif(next))).toEqual(byAttack(sarif(report)));
  });

  it('keeps the fingerprints of earlier versions: sha256 of the UTF-8 text, as sha256sum gives it', () => {
    // `printf '%s' '7|att-1' | sha256sum`, and the same for the second text: code scanning
    // keys alerts on these, so a new hashing call must not change them.
    expect(
      attackFingerprint(
        makeProbeRun({ probeId: 7 }),
        makeFailedTestCase({ attackId: 'att-1', id: 1 }),
      ),
    ).toBe('1a08d395888eeb25d6b463ea9cf5dba772b8641ec3506864fe7523b512053e7e');
    expect(
      attackFingerprint(
        makeProbeRun({ probeId: null, name: 'Prompt ünïcode 🚀' }),
        makeFailedTestCase({ attackId: null, id: 42 }),
      ),
    ).toBe('9f0f70a9aa3da8c922710db126696829a5b3be5d85c98fc5203069b8145d0138');
  });

  it('gives each attack its own primaryLocationLineHash, the same in every run', () => {
    const lineHash = (log: SarifLog) =>
      new Map(
        log.runs[0]!.results.map((r) => [
          `${r.ruleId}|${r.properties.attackId}`,
          r.partialFingerprints[LINE_HASH_KEY],
        ]),
      );
    const first = lineHash(sarif(makeReport(), { locationPath: 'a.yml' }));
    // A second run of the same failing attacks: other test case ids, order and file.
    const next = makeReport();
    for (const p of next.probeRuns) {
      p.failedTestCases = p.failedTestCases.map((tc, i) => ({ ...tc, id: 70_000 + i })).reverse();
    }
    expect(lineHash(sarif(next, { locationPath: 'b.yml' }))).toEqual(first);
    const hashes = [...first.values()];
    expect(hashes.length).toBe(run.results.length);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const h of hashes) expect(h).toMatch(/^[0-9a-f]{16}:1$/);
    // The same attack id under another probe is another alert.
    const twin = makeReport({
      probeRuns: [
        makeProbeRun({ probeId: 1, failedTestCases: [makeFailedTestCase({ attackId: 'x-1' })] }),
        makeProbeRun({ probeId: 2, failedTestCases: [makeFailedTestCase({ attackId: 'x-1' })] }),
      ],
    });
    const [a, b] = sarif(twin).runs[0]!.results;
    expect(a?.partialFingerprints[LINE_HASH_KEY]).not.toBe(b?.partialFingerprints[LINE_HASH_KEY]);
  });

  it('links each rule to its help: the probe page of the run, else the tool page', () => {
    const rules = run.tool.driver.rules;
    for (const [i, rule] of rules.entries()) {
      expect(rule.helpUri).toBe(report.probeRuns[i]!.url ?? run.tool.driver.informationUri);
    }
    const noUrl = makeReport({ probeRuns: [makeProbeRun({ url: 'javascript:alert(1)' })] });
    expect(sarif(noUrl).runs[0]!.tool.driver.rules[0]!.helpUri).toBe(
      sarif(noUrl).runs[0]!.tool.driver.informationUri,
    );
  });

  it.skipIf(SARIF_MULTITOOL === null)(
    `passes Microsoft's SARIF multitool with its GitHub rules (skipped when @microsoft/sarif-multitool has no binary for ${process.platform})`,
    async () => {
      const findings = await multitoolFindings(
        renderSarif(report, { locationPath: '.github/workflows/ai.yml' }),
      );
      expect(findings).toEqual([]);
      // The tool does report what GitHub rejects: results without a location.
      const broken = JSON.parse(renderSarif(report)) as { runs: Array<{ results: object[] }> };
      for (const r of broken.runs[0]!.results) delete (r as { locations?: unknown }).locations;
      const found = await multitoolFindings(JSON.stringify(broken));
      expect(found.filter((f) => f.level === 'error').length).toBeGreaterThan(0);
    },
  );

  it('points every result at the target config file, or at the fallback', () => {
    const loc = (log: SarifLog) => log.runs[0]!.results[0]!.locations[0]!.physicalLocation;
    expect(loc(sarif(report, { locationPath: './config/target.yml' }))).toEqual({
      artifactLocation: { uri: 'config/target.yml', uriBaseId: '%SRCROOT%' },
      region: { startLine: 1 },
    });
    expect(loc(sarif(report)).artifactLocation).toEqual({
      uri: SARIF_FALLBACK_LOCATION,
      uriBaseId: '%SRCROOT%',
    });
    expect(sarifLocationUri('C:\\work\\my target.yml')).toEqual({
      uri: 'file:///C:/work/my%20target.yml',
    });
    expect(sarifLocationUri('/abs/t.yml')).toEqual({ uri: 'file:///abs/t.yml' });
    expect(sarifLocationUri('  ')).toEqual({
      uri: SARIF_FALLBACK_LOCATION,
      uriBaseId: '%SRCROOT%',
    });
  });

  it('caps the results, keeping the most severe, and says so', () => {
    const log = sarif(report, { maxResults: 6 });
    const r = log.runs[0]!;
    expect(r.results).toHaveLength(6);
    expect(r.results.every((x) => x.level === 'error')).toBe(true);
    expect(r.results.filter((x) => x.ruleId === 'probe-gate/102')).toHaveLength(5);
    expect(r.properties.resultsLeftOut).toBe(4);
    expect(r.invocations[0]?.toolExecutionNotifications.at(-1)?.message.text).toBe(
      '4 of 10 results were left out (at most 6 per run, highest severity kept); the JSON report has them all.',
    );
  });

  it('gives probes without an id slug rule ids, one per distinct name', () => {
    const tc = makeFailedTestCase();
    const r = makeReport({
      probeRuns: [
        makeProbeRun({ probeId: null, name: 'Prompt Injection!', failedTestCases: [tc] }),
        makeProbeRun({ probeId: null, name: 'prompt injection', failedTestCases: [tc] }),
        makeProbeRun({ probeId: null, name: 'Prompt Injection!', failedTestCases: [tc] }),
        makeProbeRun({ probeId: null, name: '💥', failedTestCases: [] }),
      ],
    });
    const log = sarif(r).runs[0]!;
    expect(log.tool.driver.rules.map((x) => x.id)).toEqual([
      'probe-gate/prompt-injection',
      'probe-gate/prompt-injection-2',
      'probe-gate/probe',
    ]);
    expect(log.results.map((x) => x.ruleIndex)).toEqual([0, 1, 0]);
  });

  it('marks the invocation unsuccessful on an error or timeout verdict', () => {
    const r = makeReport({ gate: { verdict: 'timeout', reason: 'late', checks: [] } });
    expect(sarif(r).runs[0]!.invocations[0]).toMatchObject({
      executionSuccessful: false,
      startTimeUtc: '2025-06-01T12:17:57.000Z',
      endTimeUtc: '2025-06-01T12:30:00.000Z',
    });
  });
});
