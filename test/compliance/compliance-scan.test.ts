/**
 * Item verdicts from a real scan of the sandbox: one failed system-prompt-leakage probe makes
 * LLM07:2025 and LLM08:2026 non-compliant in the same run; `fail-on-framework` fails on a
 * non-compliant item, is inconclusive on one it cannot tell; `probes: framework:...` runs
 * exactly the mapped probes; SARIF carries the editions as taxonomies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { renderSarif } from '../../src/report/sarif/sarif.js';
import { renderMarkdown } from '../../src/report/markdown/markdown.js';
import { renderJunit } from '../../src/report/junit.js';
import { ReportSchema } from '../../src/report/model.js';
import { ConfigError } from '../../src/config/errors.js';
import { newTarget, scan } from '../scan/verdict/verdict-support.js';
import { scanSandbox } from '../support/scan-harness.js';
import { multitoolFindings, SARIF_MULTITOOL } from '../fixtures/report/sarif-multitool.js';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 46 });
});
afterAll(async () => sb?.close());

const item = (r: Awaited<ReturnType<typeof scan>>, key: string, id: string) =>
  r.report.compliance?.find((f) => f.key === key)?.items.find((i) => i.id === id);

describe('item verdicts of a scan', () => {
  it('a failed system prompt leakage probe: LLM07:2025 and LLM08:2026 non-compliant from the same run', async () => {
    const t = newTarget(sb, { vulnerability: 0.9, testCasesPerProbe: 25, probeIds: [31, 11] });
    sb.control.setVulnerability(t.id, 0.9);
    const r = await scan(sb, t.config({ probes: 'System Prompt Leakage' }));
    expect(ReportSchema.parse(JSON.parse(JSON.stringify(r.report)))).toBeTruthy();
    expect(item(r, 'owasp-llm@2025', 'LLM07')?.verdict).toBe('non-compliant');
    expect(item(r, 'owasp-llm@2026', 'LLM08')?.verdict).toBe('non-compliant');
    expect(item(r, 'owasp-llm@2026', 'LLM07')?.verdict).toBe('not-tested');
    expect(item(r, 'mitre-atlas@2026.09', 'AML.T0056')?.verdict).toBe('non-compliant');
    const md = renderMarkdown(r.report);
    expect(md).toContain('### Framework items');
    expect(md).toContain('not proof of compliance');
    const junit = renderJunit(r.report);
    expect(junit).toContain(
      '<property name="compliance:owasp-llm@2026:LLM08" value="non-compliant"/>',
    );
    expect(junit).toContain('<property name="framework:owasp-llm@2025" value="LLM07"/>');
  });

  it('fail-on-framework fails on a non-compliant item and passes when every listed item is compliant', async () => {
    const bad = newTarget(sb, { vulnerability: 0.9, testCasesPerProbe: 25 });
    const failing = await scan(
      sb,
      bad.config({
        probes: 'System Prompt Leakage',
        'min-score': '0',
        'fail-on-framework': 'owasp-llm@2026:LLM08',
      }),
    );
    expect(failing.verdict).toBe('fail');
    expect(failing.exitCode).toBe(1);
    expect(failing.report.gate.reason).toContain(
      'LLM08:2026 Hidden Context Exposure is non-compliant',
    );
    const good = newTarget(sb, { vulnerability: 0, testCasesPerProbe: 25 });
    const passing = await scan(
      sb,
      good.config({ probes: 'System Prompt Leakage', 'fail-on-framework': 'owasp-llm@2026:LLM08' }),
    );
    expect(passing.verdict).toBe('pass');
  });

  it('an item not tested, or with too few test cases, is inconclusive (exit 5), even under warn-only', async () => {
    const t = newTarget(sb, { vulnerability: 0, testCasesPerProbe: 5 });
    const r = await scan(
      sb,
      t.config({
        probes: 'System Prompt Leakage',
        'min-samples': '0',
        'fail-on-framework': 'owasp-llm@2026:LLM01',
        'warn-only': 'all',
        'ai-analysis': 'false',
      }),
    );
    expect(item(r, 'owasp-llm@2026', 'LLM01')?.verdict).toBe('not-tested');
    expect(r.verdict).toBe('inconclusive');
    expect(r.exitCode).toBe(5);
  });

  it('formats html: the job summary links the audit report', async () => {
    const t = newTarget(sb, { vulnerability: 0.5, testCasesPerProbe: 10 });
    let summary = '';
    const r = await scanSandbox(
      sb,
      t.config({ probes: 'System Prompt Leakage', formats: 'json,html', 'ai-analysis': 'false' }),
      { summary: { write: async (md) => void (summary = md) } },
    );
    expect(r.report.links.auditReport).toBe('probe-gate-report.html');
    expect(summary).toContain('Audit report `probe-gate-report.html` in the report folder');
  });

  it('probes: framework:owasp-llm@2025:LLM07 runs exactly the mapped probes', async () => {
    const t = newTarget(sb, { vulnerability: 0, testCasesPerProbe: 25 });
    const r = await scan(sb, t.config({ probes: 'framework:owasp-llm@2025:LLM07' }));
    expect(r.report.probeRuns.map((p) => p.name)).toEqual(['System Prompt Leakage']);
  });

  it('unknown items are bad input before any request', () => {
    const t = newTarget(sb, {});
    sb.stats.reset();
    expect(() => t.config({ probes: 'framework:owasp-llm@2025:LLM77' })).toThrow(ConfigError);
    expect(() => t.config({ 'fail-on-framework': 'owasp-llm@2030:LLM01' })).toThrow(
      /unknown framework edition "owasp-llm@2030"/,
    );
    expect(sb.stats.log).toHaveLength(0);
  });

  it.skipIf(SARIF_MULTITOOL === null)(
    'SARIF: editions as taxonomies, relationships naming the edition, 0 multitool errors',
    async () => {
      const t = newTarget(sb, { vulnerability: 0.5, testCasesPerProbe: 10 });
      const r = await scan(sb, t.config({ 'min-samples': '0' }));
      const sarif = renderSarif(r.report);
      const log = JSON.parse(sarif) as {
        runs: {
          taxonomies: { name: string; taxa: { id: string }[] }[];
          tool: {
            driver: {
              rules: {
                name: string;
                relationships?: { target: { id: string; toolComponent: { name: string } } }[];
              }[];
            };
          };
        }[];
      };
      const run = log.runs[0]!;
      expect(run.taxonomies.map((t) => t.name)).toContain('owasp-llm@2026');
      const leak = run.tool.driver.rules.find((x) => x.name === 'System Prompt Leakage');
      expect(
        leak?.relationships?.map((x) => `${x.target.toolComponent.name}:${x.target.id}`),
      ).toEqual(expect.arrayContaining(['owasp-llm@2025:LLM07', 'owasp-llm@2026:LLM08']));
      for (const rule of run.tool.driver.rules) {
        const mapped = r.report.compliance!.some((f) =>
          f.items.some((i) => i.probes.includes(rule.name)),
        );
        if (mapped) expect(rule.relationships?.length, rule.name).toBeGreaterThan(0);
      }
      const errors = (await multitoolFindings(sarif)).filter((f) => f.level === 'error');
      expect(errors).toEqual([]);
    },
    60_000,
  );
});
