/**
 * Bitbucket Pipelines (BITBUCKET_BUILD_NUMBER set): a Code Insights report on the commit
 * (`probe-gate-target-<id>`, replaced on each run) with one annotation per failed gate check
 * and per failed attack that counts, which Bitbucket shows on the pull request and the
 * commit. Inside Pipelines the API is reached through the pipeline's authenticating proxy
 * (`http://api.bitbucket.org` through `localhost:29418`, no credentials); elsewhere a
 * BITBUCKET_ACCESS_TOKEN (repository access token) is sent as a Bearer token.
 *
 * API (Bitbucket Cloud REST 2.0, "Reports" and "Annotations"): DELETE, PUT
 * /2.0/repositories/{workspace}/{repo_slug}/commit/{commit}/reports/{reportId}; POST
 * .../reports/{reportId}/annotations (at most 100 per call, 1,000 per report).
 */
import { ProxyAgent } from 'undici';
import { z } from 'zod';
import type { ScanConfig } from '../../config/config.js';
import { codeQualityIssues } from '../../report/gitlab/codequality.js';
import type { Report } from '../../report/model.js';
import { sarifText } from '../../report/sarif/rules.js';
import { configuringFile } from '../../config/ignore-default.js';
import { checkOrigins, type CheckOrigin } from '../../runtime/check-origin.js';
import { apiClient, CiApiError } from './http.js';
import { unavailable, type CiContext, type CiProvider } from './contract.js';

/** Bitbucket's limits: annotations per call and per report, data fields per report. */
const ANNOTATIONS_PER_CALL = 100;
const ANNOTATIONS_PER_REPORT = 1_000;
/** The proxy every Pipelines step has for the Bitbucket API. */
const PIPELINES_PROXY = 'http://localhost:29418';

const Anything = z.unknown();

type Severity = 'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW';
const SEVERITY: Record<string, Severity> = {
  blocker: 'CRITICAL',
  critical: 'HIGH',
  major: 'MEDIUM',
  minor: 'LOW',
  info: 'LOW',
};

/**
 * The Pipelines proxy, spoken to as curl does (`--proxy`): plain HTTP requests in absolute
 * form, no CONNECT tunnel; the proxy adds the credentials and goes on over HTTPS.
 */
export function pipelinesProxy(uri = PIPELINES_PROXY): ProxyAgent {
  return new ProxyAgent({ uri, proxyTunnel: false });
}

/** The report's body: title, details, result and up to 10 data fields. */
export function insightsReport(report: Report): Record<string, unknown> {
  const g = report.gate;
  const data: Array<{ title: string; type: string; value: unknown }> = [
    { title: 'Verdict', type: 'TEXT', value: g.verdict.toUpperCase() },
    { title: 'Failed test cases', type: 'NUMBER', value: report.totals.failed },
    { title: 'Test cases', type: 'NUMBER', value: report.totals.total },
  ];
  if (report.scores.overall !== null)
    data.splice(1, 0, { title: 'Score', type: 'NUMBER', value: report.scores.overall });
  const run = report.links.run ?? report.testRun.url;
  if (run && /^https?:\/\//.test(run))
    data.push({ title: 'Test run', type: 'LINK', value: { text: 'Open', href: run } });
  return {
    title: `probe-gate: ${sarifText(report.platform.targetName ?? `target ${report.platform.targetId}`, 100)}`,
    details: sarifText(`AI red-teaming gate. ${g.reason}`, 2_000),
    report_type: 'SECURITY',
    reporter: 'probe-gate',
    // warn: only warn-only checks failed, which never fails the build.
    result: g.verdict === 'pass' || g.verdict === 'warn' ? 'PASSED' : 'FAILED',
    data,
  };
}

/**
 * Annotations: failed gate checks first, each where it was set (`locate`, check-origin.ts),
 * then failed attacks; at most 1,000.
 */
export function insightsAnnotations(
  report: Report,
  path: string | null,
  locate: (input: string) => CheckOrigin | null = () => null,
): Record<string, unknown>[] {
  const where = path ? { path, line: 1 } : {};
  const out: Record<string, unknown>[] = report.gate.checks
    .filter((c) => !c.passed)
    .map((c) => ({
      ...where,
      ...locate(c.input),
      external_id: sarifText(`check-${c.id}`, 100),
      annotation_type: 'BUG',
      summary: sarifText(`Gate check ${c.input} failed: ${c.message}`, 450),
      severity: c.warnOnly ? 'LOW' : 'HIGH',
      result: 'FAILED',
    }));
  for (const issue of codeQualityIssues(report, { locationPath: path ?? undefined })) {
    if (out.length >= ANNOTATIONS_PER_REPORT) break;
    out.push({
      external_id: `attack-${issue.fingerprint.slice(0, 40)}`,
      annotation_type: 'VULNERABILITY',
      summary: sarifText(issue.description, 450),
      severity: SEVERITY[issue.severity] ?? 'MEDIUM',
      result: 'FAILED',
      ...where,
    });
  }
  return out.slice(0, ANNOTATIONS_PER_REPORT);
}

/** The Bitbucket module. */
export function bitbucketProvider(ctx: CiContext): CiProvider {
  const { env } = ctx;
  const token = env.BITBUCKET_ACCESS_TOKEN?.trim() || null;
  return {
    name: 'Bitbucket Pipelines',
    pipelineFile: 'bitbucket-pipelines.yml',
    comment: () => unavailable('Bitbucket shows the Code Insights report on the pull request.'),
    async finish(outcome, config: ScanConfig) {
      const { BITBUCKET_WORKSPACE: ws, BITBUCKET_REPO_SLUG: slug, BITBUCKET_COMMIT: commit } = env;
      if (!ws || !slug || !commit) {
        ctx.log.warn(
          'No Code Insights report: BITBUCKET_WORKSPACE, BITBUCKET_REPO_SLUG or BITBUCKET_COMMIT is not set.',
        );
        return;
      }
      const api = apiClient({
        baseUrl: token ? 'https://api.bitbucket.org/2.0' : 'http://api.bitbucket.org/2.0',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        service: 'Bitbucket API',
        dispatcher: ctx.dispatcher ?? (token ? undefined : pipelinesProxy()),
        signal: ctx.signal,
      });
      const report = outcome.report;
      const id = `probe-gate-target-${report.platform.targetId}`;
      const path = `/repositories/${encodeURIComponent(ws)}/${encodeURIComponent(slug)}/commit/${encodeURIComponent(commit)}/reports/${id}`;
      // Replaced whole: annotations of an earlier run of this commit must not linger.
      await api.call('DELETE', path, Anything).catch((err: unknown) => {
        if (!(err instanceof CiApiError && err.status === 404)) throw err;
      });
      await api.call('PUT', path, Anything, insightsReport(report));
      const file = configuringFile(config, this.pipelineFile);
      const locate = checkOrigins({
        workflow: this.pipelineFile,
        configFile: config.configFile ?? null,
        fallback: file,
      });
      const annotations = insightsAnnotations(report, file, locate);
      for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_CALL) {
        await api.call(
          'POST',
          `${path}/annotations`,
          Anything,
          annotations.slice(i, i + ANNOTATIONS_PER_CALL),
        );
      }
      ctx.log.info(
        `Code Insights report "${id}" published with ${annotations.length} annotations.`,
      );
    },
  };
}
