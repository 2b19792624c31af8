/**
 * The `run-identity` invariant for triggered runs: the trigger's answer is followed only once
 * the target's run list shows it under the scan's unique name; a lost answer finds the run
 * by that name however the platform shows it, and never makes a second run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox/index.js';
import { startMutatingProxy } from '../../soak/mutating-proxy.js';
import { newTarget, scan, triggerOther } from './verdict-support.js';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ speed: 400, seed: 12 });
});
afterAll(async () => sb?.close());

const ours = (r: Awaited<ReturnType<typeof scan>>) =>
  sb.control.getRun(r.report.testRun.id as number);

describe('the trigger answer is checked against the run list', () => {
  it("an answer naming another target's run: the run created is followed, the other left alone", async () => {
    const other = newTarget(sb, { vulnerability: 0.01, testCasesPerProbe: 5 });
    const foreign = await triggerOther(sb, other.id, 'another pipeline');
    const t = newTarget(sb, { vulnerability: 0.6, testCasesPerProbe: 10 });
    sb.control.setQuirks(t.id, { triggerAnswer: foreign });
    sb.stats.reset();
    const r = await scan(sb, t.config({ 'min-score': '70' }));
    const created = sb.stats.testRunsCreated.map((x) => x.id);
    expect(created).toHaveLength(1);
    expect(r.report.testRun.id).toBe(created[0]);
    expect(ours(r)?.targetId).toBe(t.id);
    expect(r.verdict).toBe('fail');
    expect(sb.stats.cancels[foreign]).toBeUndefined();
    expect(r.outputs['test-run-id']).toBe(String(created[0]));
  });

  it("a cached answer naming the target's previous run: the new run is judged, not the old one", async () => {
    const t = newTarget(sb, { vulnerability: 0.01, testCasesPerProbe: 10 });
    const first = await scan(sb, t.config());
    sb.control.setVulnerability(t.id, 0.7);
    sb.control.setQuirks(t.id, { triggerAnswer: 'previous' });
    sb.stats.reset();
    const r = await scan(sb, t.config({ 'min-score': '70' }));
    expect(first.verdict).toBe('pass');
    expect(r.report.testRun.id).not.toBe(first.report.testRun.id);
    expect(r.report.testRun.id).toBe(sb.stats.testRunsCreated[0]?.id);
    expect(r.verdict).toBe('fail');
  });

  it.each<['lower' | 'upper' | number, string]>([
    ['upper', 'names shown upper-case'],
    [30, 'names cut to 30 characters, inside the unique part'],
  ])('a lost trigger answer with %s (%s): the run is found, exactly one run', async (how) => {
    const t = newTarget(sb, { vulnerability: 0.6, testCasesPerProbe: 5 });
    sb.control.setQuirks(t.id, { showNames: how });
    let triggers = 0;
    const proxy = await startMutatingProxy(sb.baseUrl, (req) =>
      req.endpoint === 'triggerTestRun' && ++triggers === 1
        ? { kind: 'reset-after' }
        : { kind: 'pass' },
    );
    try {
      sb.stats.reset();
      const r = await scan(sb, t.config({ 'base-url': proxy.baseUrl, 'min-score': '70' }));
      expect(sb.stats.testRunsCreated).toHaveLength(1);
      expect(r.report.testRun.id).toBe(sb.stats.testRunsCreated[0]?.id);
      expect(r.verdict).toBe('fail');
    } finally {
      await proxy.close();
    }
  });
});
