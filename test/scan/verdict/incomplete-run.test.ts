/**
 * Issue 17, case 11: a run that ends FAILED or times out never presents a score as this
 * run's result (R10): overall-score and risk-band outputs are empty, and the comment,
 * summary and CLI say the run did not complete instead of a score and a passing check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printOutcome } from '../../../src/cli/print.js';
import { renderComment } from '../../../src/report/markdown/comment.js';
import { renderSummary } from '../../../src/report/markdown/summary.js';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { sandboxConfig, type HarnessResult } from '../../support/scan-harness.js';
import { newTarget, runCreated, scan, scanToDeadline } from './verdict-support.js';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 11 });
});
afterAll(async () => sb?.close());

/** What the CLI prints for an outcome (its stdout, captured). */
function cliText(r: HarnessResult): string {
  const chunks: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((c: string) => chunks.push(String(c)) > 0) as typeof process.stdout.write;
  try {
    printOutcome({ ...r, outputs: r.outputs });
  } finally {
    process.stdout.write = write;
  }
  return chunks.join('');
}

function expectNoScore(r: HarnessResult): void {
  // The target has a score on the platform; none is shown as this run's.
  expect(r.report.scores.source?.platform.overall).not.toBeNull();
  expect(r.report.scores.overall).toBeNull();
  expect(r.report.scores.band).toBeNull();
  expect(r.outputs['overall-score']).toBe('');
  expect(r.outputs['risk-band']).toBe('');
  expect(r.outputs['score-source']).toBe('');
  expect(r.report.gate.checks.length).toBeGreaterThan(0);
  expect(r.report.gate.checks.every((c) => c.status === 'skip' && !c.passed)).toBe(true);
  for (const md of [renderComment(r.report), renderSummary(r.report)]) {
    expect(md.split('\n').find((l) => l.startsWith('## '))).toMatch(
      /— the test run did not complete with valid results \(no score\)$/,
    );
    expect(md).not.toContain('| ✅ pass |');
    expect(md).toContain('| ⏭️ skip |');
    expect(md).not.toMatch(/score \d/);
  }
  const cli = cliText(r);
  expect(cli).toContain('Score: none: the test run did not complete with valid results;');
  expect(cli).not.toContain('[ok]');
}

describe('error and timeout present no score', () => {
  it('case 11: a run that ends FAILED', async () => {
    // The seeded broken target: its runs fail, its healthy past runs left a platform score.
    const config = sandboxConfig(sb, 'broken');
    config.pollFloorMs = 50;
    const r = await scan(sb, config);
    expect(r.report.testRun.status).toBe('failed');
    expect(r.verdict).toBe('error');
    expectNoScore(r);
  });

  it('case 11: a run that times out', async () => {
    const t = newTarget(sb, { vulnerability: 0.05 });
    sb.stats.reset();
    const pending = scanToDeadline(sb, t.config({ 'timeout-minutes': '0.1' }));
    sb.control.setRunOutcome(await runCreated(sb), 'WEIRD_STATE');
    const r = await pending;
    expect(r.verdict).toBe('timeout');
    expectNoScore(r);
  });
});
