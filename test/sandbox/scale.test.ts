import { describe, expect, it } from 'vitest';
import { PROBES } from '../../src/sandbox/data/catalogue.js';
import { client, sandbox, status, trigger, VirtualClock } from './helpers.js';

describe('scale', () => {
  it('serves a run of 50 probe runs x 5,000 test cases', async () => {
    const clock = new VirtualClock();
    const sb = await sandbox({ clock: clock.fn });
    const api = client(sb);
    const probeIds = PROBES.filter((p) => p.active)
      .slice(0, 50)
      .map((p) => p.id);
    expect(probeIds).toHaveLength(50);
    const target = sb.control.addTarget({ role: 'huge', probeIds, testCasesPerProbe: 5_000 });
    const id = await trigger(sb, target, { runAiAnalysis: true });
    clock.advance(3_000 + 125_000 * 1_000); // half way
    const half = await status(sb, id);
    expect(half.probeRuns.filter((p) => p.status === 'FINISHED')).toHaveLength(25);
    clock.advance(125_000 * 1_000 + 60_000);

    const s = await status(sb, id);
    expect(s.status).toBe('COMPLETED');
    expect(s.probeRuns.every((p) => p.processedCount === 5_000)).toBe(true);
    const list = (await api.get(`/api/workspaces/1/target/${target}/test-runs`)).json;
    expect(list[0].totalCount).toBe(250_000);
    expect(list[0].passedCount + list[0].failedCount + list[0].errorCount).toBe(250_000);
    for (const pr of s.probeRuns) {
      const d = (await api.get(`/api/workspaces/1/probe-run/${pr.probeRunId}`)).json;
      expect(d.testCaseResults).toHaveLength(5_000);
      expect(d.isAiAnalysisFinished).toBe(true);
    }
    const scores = (await api.get(`/api/workspaces/1/target/${target}/scores`)).json;
    expect(scores.simulatedAttacks).toBe(250_000);
  });
});
