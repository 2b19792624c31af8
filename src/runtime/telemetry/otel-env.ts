/**
 * When a scan is traced, and what it says about the CI (docs/operating.md). Small and free of
 * dependencies: it is loaded on every start; the OpenTelemetry SDK only when tracing is on.
 */

/** Whether OTLP export is asked for (`OTEL_EXPORTER_OTLP_ENDPOINT` or its traces variant). */
export function otelEnabled(env: NodeJS.ProcessEnv): boolean {
  return Boolean(
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim(),
  );
}

/** The OTLP/HTTP URL of a signal: its own variable as is, else the base endpoint + `/v1/<signal>`. */
export function otlpUrl(env: NodeJS.ProcessEnv, signal: 'traces' | 'metrics'): string | null {
  const own =
    signal === 'traces'
      ? env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
      : env.OTEL_EXPORTER_OTLP_METRICS_ENDPOINT;
  if (own?.trim()) return own.trim();
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return base ? `${base.replace(/\/+$/, '')}/v1/${signal}` : null;
}

/** The CI, repository and CI run of this process, from the CI's own variables. */
export function ciAttributes(env: NodeJS.ProcessEnv): Record<string, string> {
  const pick = (...names: string[]): string | undefined =>
    names.map((n) => env[n]).find((v) => v !== undefined && v !== '');
  const ci = env.GITHUB_ACTIONS
    ? 'github'
    : env.GITLAB_CI
      ? 'gitlab'
      : env.TF_BUILD
        ? 'azure'
        : env.BITBUCKET_BUILD_NUMBER
          ? 'bitbucket'
          : env.CIRCLECI
            ? 'circleci'
            : env.JENKINS_URL
              ? 'jenkins'
              : 'local';
  const out: Record<string, string> = { 'probe_gate.ci': ci };
  const repo = pick(
    'GITHUB_REPOSITORY',
    'CI_PROJECT_PATH',
    'BUILD_REPOSITORY_NAME',
    'BITBUCKET_REPO_FULL_NAME',
    'CIRCLE_PROJECT_REPONAME',
  );
  const run = pick(
    'GITHUB_RUN_ID',
    'CI_PIPELINE_ID',
    'BUILD_BUILDID',
    'BITBUCKET_BUILD_NUMBER',
    'CIRCLE_BUILD_NUM',
    'BUILD_NUMBER',
  );
  if (repo) out['probe_gate.repository'] = repo;
  if (run) out['probe_gate.ci_run'] = run;
  return out;
}
