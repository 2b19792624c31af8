import { describe, expect, it } from 'vitest';
import { client, runLength, sandbox, status, trigger, VirtualClock, type Json } from './helpers.js';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function expectTestCase(tc: Json) {
  expect(tc).toEqual({
    id: expect.any(Number),
    attackId: expect.any(String),
    attempt: expect.any(Number),
    status: expect.stringMatching(/^(PASSED|FAILED|ERROR)$/),
    strategy: expect.any(String),
    redTeamer: expect.any(String),
    variation: expect.any(String),
    detectionTime: expect.stringMatching(ISO),
    redTeamerLabels: expect.any(Object),
    isRiskAccepted: expect.any(Boolean),
    riskAcceptedBy: tc.isRiskAccepted ? expect.any(String) : null,
    riskAcceptedDate: tc.isRiskAccepted ? expect.stringMatching(ISO) : null,
    editedStatusBy: null,
    editedStatusDate: null,
    isIncludedInReport: true,
  });
  for (const v of Object.values(tc.redTeamerLabels)) expect(typeof v).toBe('string');
}

function expectCluster(c: Json) {
  expect(c).toEqual({
    id: expect.any(Number),
    name: expect.any(String),
    description: expect.any(String),
    data: {
      failRate: expect.any(Number),
      criticalTestCaseIds: expect.any(Array),
      failedTestCaseCount: expect.any(Number),
      totalTestCaseCount: expect.any(Number),
    },
  });
  expect(c.data.failRate).toBeGreaterThan(0);
  expect(c.data.failRate).toBeLessThanOrEqual(1);
}

describe('probe run detail (4.15)', () => {
  it('has the documented fields, test cases per spec 2.6 and remediation', async () => {
    const clock = new VirtualClock();
    const sb = await sandbox({ clock: clock.fn });
    const id = await trigger(sb, sb.targets.vulnerable);
    clock.advance(await runLength(sb, id));
    const s = await status(sb, id);
    const api = client(sb);
    let accepted = 0;
    for (const pr of s.probeRuns) {
      const res = await api.get(`/api/workspaces/1/probe-run/${pr.probeRunId}`);
      expect(res.status).toBe(200);
      const d = res.json;
      expect(d).toEqual({
        probeRunId: pr.probeRunId,
        scanRunId: id,
        probeId: pr.probeId,
        executionStart: expect.stringMatching(ISO),
        executionEnd: expect.stringMatching(ISO),
        probeName: pr.probeName,
        status: 'FINISHED',
        totalCount: pr.totalCount,
        processedCount: pr.totalCount,
        errorCount: pr.errorCount,
        passedCount: pr.passedCount,
        failedCount: pr.failedCount,
        acceptedCount: expect.any(Number),
        progress: 100,
        isAiAnalysisFinished: false,
        testCaseResults: expect.any(Array),
        remediation: { tasks: expect.any(Array), dynamicTasks: [] },
        aiAnalysis: null,
      });
      expect(Date.parse(d.executionEnd) - Date.parse(d.executionStart)).toBe(pr.totalCount * 1000);
      expect(d.testCaseResults.length).toBe(pr.totalCount);
      d.testCaseResults.forEach(expectTestCase);
      const byStatus = (st: string) =>
        d.testCaseResults.filter((t: Json) => t.status === st).length;
      expect(byStatus('FAILED')).toBe(d.failedCount);
      expect(byStatus('PASSED')).toBe(d.passedCount);
      expect(byStatus('ERROR')).toBe(d.errorCount);
      const acceptedHere = d.testCaseResults.filter((t: Json) => t.isRiskAccepted);
      expect(acceptedHere.length).toBe(d.acceptedCount);
      expect(acceptedHere.every((t: Json) => t.status === 'FAILED')).toBe(true);
      accepted += d.acceptedCount;
      expect(new Set(d.testCaseResults.map((t: Json) => t.id)).size).toBe(pr.totalCount);
      expect(d.testCaseResults.every((t: Json) => t.attempt === 3)).toBe(true); // 2 seeded runs before
      if (d.failedCount > 0) {
        expect(d.remediation.tasks.length).toBeGreaterThan(0);
        for (const task of d.remediation.tasks) {
          expect(task).toEqual({
            id: expect.any(Number),
            name: expect.any(String),
            details: expect.any(String),
            completed: false,
            type: expect.any(String),
            appliedBy: null,
            appliedDate: null,
          });
        }
      }
    }
    expect(accepted).toBeGreaterThan(0); // some accepted risks on the vulnerable target
  });

  it('lists only processed test cases while running', async () => {
    const clock = new VirtualClock();
    const sb = await sandbox({ clock: clock.fn });
    const id = await trigger(sb, sb.targets.hardened, { probeIds: [41] });
    const [pr] = (await status(sb, id)).probeRuns;
    clock.advance(3_000 + 5_500);
    const d = (await client(sb).get(`/api/workspaces/1/probe-run/${pr?.probeRunId}`)).json;
    expect(d.status).toBe('RUNNING');
    expect(d.processedCount).toBe(5);
    expect(d.testCaseResults.length).toBe(5);
    expect(d.executionEnd).toBeNull();
    expect(d.progress).toBeCloseTo((100 * 5) / d.totalCount, 1);
  });
});

describe('AI analysis (4.16, 4.17)', () => {
  it('is pending (overview null) until ready when requested at trigger time', async () => {
    const clock = new VirtualClock();
    const sb = await sandbox({ clock: clock.fn });
    const api = client(sb);
    const id = await trigger(sb, sb.targets.vulnerable, { probeIds: [21], runAiAnalysis: true });
    const [pr] = (await status(sb, id)).probeRuns;
    const path = `/api/workspaces/1/probe-run/${pr?.probeRunId}`;

    const pending = await api.get(`${path}/ai-analysis`);
    expect(pending.status).toBe(200);
    expect(pending.json).toEqual({ id: expect.any(Number), overview: null, attackClusters: [] });
    expect((await api.get(path)).json.aiAnalysis).toEqual({
      id: pending.json.id,
      overview: null,
      methods: [],
    });

    clock.advance(await runLength(sb, id)); // finished, analysis not yet (15 s more)
    expect((await api.get(path)).json.isAiAnalysisFinished).toBe(false);
    clock.advance(15_000);
    const ready = await api.get(`${path}/ai-analysis`);
    expect(ready.json.id).toBe(pending.json.id);
    expect(ready.json.overview).toContain('Role-play Jailbreak');
    expect(ready.json.attackClusters.length).toBeGreaterThan(0);
    ready.json.attackClusters.forEach(expectCluster);

    const detail = (await api.get(path)).json;
    expect(detail.isAiAnalysisFinished).toBe(true);
    expect(detail.aiAnalysis).toEqual({
      id: ready.json.id,
      overview: ready.json.overview,
      methods: ready.json.attackClusters,
    });
    expect(detail.remediation.dynamicTasks.length).toBeGreaterThan(0);
    const failedIds = new Set(
      detail.testCaseResults.filter((t: Json) => t.status === 'FAILED').map((t: Json) => t.id),
    );
    const clustered = ready.json.attackClusters.reduce(
      (a: number, c: Json) => a + c.data.failedTestCaseCount,
      0,
    );
    expect(clustered).toBe(detail.failedCount);
    for (const c of ready.json.attackClusters) {
      for (const tcId of c.data.criticalTestCaseIds) expect(failedIds.has(tcId)).toBe(true);
    }
  });

  it('answers 404 until requested with 4.16, then becomes ready after a delay', async () => {
    const clock = new VirtualClock();
    const sb = await sandbox({ clock: clock.fn });
    const api = client(sb);
    const id = await trigger(sb, sb.targets.vulnerable, { probeIds: [11] });
    clock.advance(await runLength(sb, id));
    const [pr] = (await status(sb, id)).probeRuns;
    const base = `/api/workspaces/1/probe-run/${pr?.probeRunId}`;
    const none = await api.get(`${base}/ai-analysis`);
    expect(none.status).toBe(404);
    expect(none.json.error.code).toBe('NOT_FOUND');

    const trig = await api.post(`${base}/ai-analysis/trigger`);
    expect(trig.status).toBe(200);
    expect(trig.text).toBe('');
    expect((await api.get(`${base}/ai-analysis`)).json.overview).toBeNull();
    clock.advance(15_000);
    const ready = await api.get(`${base}/ai-analysis`);
    expect(typeof ready.json.overview).toBe('string');
    expect((await api.get(base)).json.isAiAnalysisFinished).toBe(true);
  });

  it('has a ready analysis on the latest seeded run of the vulnerable target', async () => {
    const sb = await sandbox();
    const api = client(sb);
    const [latest] = (await api.get(`/api/workspaces/1/target/${sb.targets.vulnerable}/test-runs`))
      .json;
    const s = await status(sb, latest.id);
    const analysis = await api.get(
      `/api/workspaces/1/probe-run/${s.probeRuns[0]?.probeRunId}/ai-analysis`,
    );
    expect(analysis.status).toBe(200);
    expect(typeof analysis.json.overview).toBe('string');
  });
});
