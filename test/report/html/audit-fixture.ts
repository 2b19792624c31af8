/**
 * A report with everything the audit report shows: framework items (from the real mapping),
 * critical test cases of the AI analysis, remediation applied by someone, and an audit trail;
 * and a filler that puts untrusted text into those fields too.
 */
import { complianceOf } from '../../../src/compliance/verdicts.js';
import { ReportSchema, type Report } from '../../../src/report/model.js';
import { makeReport } from '../../fixtures/report/make-report.js';
import { fillUntrusted } from '../../fixtures/report/untrusted.js';

/** The fixture report with item verdicts, critical cases, applied remediation and reviews. */
export function auditReport(base: Report = makeReport()): Report {
  const r = structuredClone(base);
  r.probeRuns = r.probeRuns.map((p, i) => ({
    ...p,
    aiAnalysis: p.aiAnalysis && {
      ...p.aiAnalysis,
      clusters: p.aiAnalysis.clusters.map((c, j) =>
        j === 0 && p.failedTestCases.length > 1
          ? { ...c, criticalTestCaseIds: [p.failedTestCases.at(-1)!.id ?? 0] }
          : c,
      ),
    },
    remediation: p.remediation.map((t, j) =>
      j === 0
        ? {
            ...t,
            completed: true,
            appliedBy: 'dana@example.test',
            appliedDate: '2025-05-30T10:00:00Z',
          }
        : t,
    ),
    ...(i === 0
      ? {
          audit: [
            {
              testCaseId: 5001,
              attackId: 'atk-5001',
              action: 'risk-accepted' as const,
              by: 'sam@example.test',
              at: '2025-05-31T09:00:00Z',
            },
            {
              testCaseId: 5002,
              attackId: 'atk-5002',
              action: 'status-edited' as const,
              by: 'kim@example.test',
              at: '2025-05-31T09:05:00Z',
            },
          ],
        }
      : {}),
  }));
  r.compliance = complianceOf(r.probeRuns, {
    minSamples: 20,
    countAcceptedRisk: false,
    judgeable: true,
  });
  return ReportSchema.parse(r);
}

/** {@link fillUntrusted}, and the same text in the fields only the audit report shows. */
export function fillAudit(report: Report, next: (slot: string) => string): Report {
  const r = fillUntrusted(report, next);
  r.probeRuns = r.probeRuns.map((p, i) => ({
    ...p,
    remediation: p.remediation.map((t, j) => ({
      ...t,
      appliedBy: next(`probeRuns.${i}.remediation.${j}.appliedBy`),
      appliedDate: next(`probeRuns.${i}.remediation.${j}.appliedDate`),
    })),
    audit: (p.audit ?? []).map((a, j) => ({
      ...a,
      attackId: next(`probeRuns.${i}.audit.${j}.attackId`),
      by: next(`probeRuns.${i}.audit.${j}.by`),
      at: next(`probeRuns.${i}.audit.${j}.at`),
    })),
  }));
  r.compliance = (r.compliance ?? []).map((f, i) => ({
    ...f,
    key: next(`compliance.${i}.key`),
    title: next(`compliance.${i}.title`),
    unmapped: f.unmapped.map((_, j) => next(`compliance.${i}.unmapped.${j}`)),
    items: f.items.map((it, j) => ({
      ...it,
      id: next(`compliance.${i}.items.${j}.id`),
      name: next(`compliance.${i}.items.${j}.name`),
      reason: next(`compliance.${i}.items.${j}.reason`),
      probes: it.probes.map((_, k) => next(`compliance.${i}.items.${j}.probes.${k}`)),
    })),
  }));
  r.trend = {
    runs: [
      {
        testRunId: 1,
        executedAt: next('trend.runs.0.executedAt'),
        total: 10,
        failed: 2,
        failRate: 0.2,
        score: 80,
      },
    ],
    sparkline: next('trend.sparkline'),
    changes: null,
  };
  return r;
}
