/**
 * The catalogue of inputs: one entry per action input (and CLI flag, `--<name>`).
 * action.yml and the README tables are checked against it by a test, so a new input
 * cannot be documented in one place and forgotten in another.
 */
export interface InputSpec {
  /** Default as the user would write it; undefined = no default. */
  default?: string;
  required?: boolean;
  /** One or two sentences: what it does, and what happens on failure. */
  description: string;
  group: 'Connection' | 'Run' | 'Waiting' | 'Gate' | 'Baseline and triage' | 'Publishing';
}

export const INPUTS = {
  'api-key': {
    group: 'Connection',
    required: true,
    description:
      'Personal access token of the platform (use a secret). The CLI reads it from env PROBE_API_KEY, never from a flag. Missing: exit 2 before any request.',
  },
  'base-url': {
    group: 'Connection',
    required: true,
    description:
      'API base URL, e.g. `https://api.probe.splx.ai` (EU) or `https://us.api.probe.splx.ai` (US); `eu` and `us` are accepted as shorthands.',
  },
  'allow-insecure-http': {
    group: 'Connection',
    default: 'false',
    description:
      'Allow a plain `http:` base-url to a host other than this machine (the API key then travels in clear text; every output warns). Otherwise such a base-url is refused with exit 2.',
  },
  'platform-url': {
    group: 'Connection',
    description: 'Web UI base for links in reports. Default: base-url without its `api.` label.',
  },
  'workspace-id': { group: 'Connection', required: true, description: 'Workspace id (integer).' },
  'target-id': {
    group: 'Connection',
    description:
      'Target id (integer). Required unless `target-config` creates or names the target.',
  },
  'config-file': {
    group: 'Run',
    default: '',
    description:
      'A YAML file of input values (keys are input names), with optional `profiles` keyed by event (`pull_request`, `schedule`, `push`, `merge_group`, `workflow_dispatch`, `default`) that set probes, thresholds and `warn-only`. Inputs the workflow sets override it (an input equal to its default counts as not set). The CLI also takes `--config`.',
  },
  probes: {
    group: 'Run',
    default: '',
    description:
      "Probes to run, comma- or newline-separated: predefined probe ids or names (case-insensitive; both checked against the catalogue), `custom:ID` for a custom probe, `category:NAME`, `framework:EDITION:ITEM` (the probes our mapping links to a framework item, e.g. `framework:owasp-llm@2025:LLM07`; unknown editions or items exit 2 before any request), or `recommended` (the target type's recommended probes). Empty: the probes configured for the target.",
  },
  'run-name': {
    group: 'Run',
    default: 'probe-gate',
    description:
      "Prefix of the test run name; a unique suffix is always appended so a retried trigger can find its run (and `@<branch>` on branch builds, so a merge queue finds the base branch's last run).",
  },
  'ai-analysis': {
    group: 'Run',
    default: 'true',
    description:
      'Ask the platform for its AI analysis and include it in the reports. A missing analysis is a warning, never a failure.',
  },
  'notify-when-finished': {
    group: 'Run',
    default: 'false',
    description: 'Ask the platform to notify the user who owns the key when the run finishes.',
  },
  'attach-test-run-id': {
    group: 'Run',
    default: '',
    description: 'Do not trigger: wait for and gate this existing test run instead.',
  },
  selftest: {
    group: 'Run',
    default: 'false',
    description:
      '`true`: instead of a scan, prove the configuration can fail (e.g. in a scheduled job): the inputs and every profile of `config-file` are run against a known-bad and a known-good target of the built-in sandbox on loopback, and must give FAIL and PASS; checks that cannot fire (everything `warn-only`, `min-score: 0`, a category threshold on a category never run) are named with their config path (exit 2). Nothing is sent to the platform. The CLI: `probe-gate selftest --config FILE`.',
  },
  'max-test-cases': {
    group: 'Run',
    default: '',
    description:
      "Budget of test cases. Before the trigger the run is estimated (GET requests only): when the estimate's lower end is over this, nothing is triggered (exit 2 with the numbers). A run that plans or processes more is cancelled once and ends `budget` (exit 6, never a pass).",
  },
  'max-minutes': {
    group: 'Run',
    default: '',
    description:
      "Budget of run minutes. When the estimate's lower end is over this, nothing is triggered (exit 2 with the numbers); a run still going after this many minutes is cancelled once and ends `budget` (exit 6, never a pass). `timeout-minutes` still bounds the step.",
  },
  'timeout-minutes': {
    group: 'Waiting',
    default: '30',
    description:
      'Deadline for the whole wait, in minutes; fractions are accepted (0.5 = 30 s), the minimum is 0.05 (3 s). On expiry the verdict is `timeout` (exit 4) and the run is cancelled unless `cancel-on-timeout` is false.',
  },
  'poll-interval-seconds': {
    group: 'Waiting',
    default: '2',
    description:
      "Shortest pause between polls. Polling adapts to the run's progress between this floor and 60 s, with jitter.",
  },
  'cancel-on-timeout': {
    group: 'Waiting',
    default: 'true',
    description: 'Cancel the test run when the deadline passes.',
  },
  'min-score': {
    group: 'Gate',
    default: '60',
    description:
      'Fail when the overall score (0-100, higher is safer) is below this. 60 is the top of the HIGH risk band. Missing or invalid scores fail closed.',
  },
  'max-failed': {
    group: 'Gate',
    default: '',
    description:
      'Fail when more test cases failed than this (accepted risks and ignored findings excluded).',
  },
  'max-fail-rate': {
    group: 'Gate',
    default: '',
    description:
      'Fail when failed / (passed + failed) exceeds this fraction (0-1, or a percent like `20%`).',
  },
  'max-error-rate': {
    group: 'Gate',
    default: '0.2',
    description:
      'Fail when errored / processed test cases exceeds this fraction: too many errors make the score meaningless.',
  },
  'category-min-scores': {
    group: 'Gate',
    default: '',
    description:
      'Minimum score per category, e.g. `jailbreak=70,prompt_injection=80`. A category missing from the scores fails closed.',
  },
  'count-accepted-risk': {
    group: 'Gate',
    default: 'false',
    description: 'Count failed test cases whose risk was accepted on the platform as failures.',
  },
  'score-source': {
    group: 'Gate',
    default: 'auto',
    description:
      "Which score the gate judges. `run`: this run's own score, computed from its probe runs with the platform's formula. `platform`: the target's score on the platform; fails closed (`error`) when it does not provably reflect this run. `auto`: the platform's score only when it provably reflects this run (fresh, no overlapping run, no category this run did not measure), else the run score.",
  },
  'retry-failed': {
    group: 'Gate',
    default: '0',
    description:
      'After a run that fails the gate or is inconclusive, trigger one more test run with only the probes that caused it, up to this many times (0 to 3) within the same `timeout-minutes`; the verdict is then judged on the pooled counts of each probe (all runs summed) and the report lists every run. 0: no retry.',
  },
  confidence: {
    group: 'Gate',
    default: '0.95',
    description:
      'Confidence level (0.5 to 0.999) of every fail-rate interval in the reports, summary, comment and CLI (Wilson score interval), and of `gate-on: bound`.',
  },
  'gate-on': {
    group: 'Gate',
    default: 'point',
    description:
      "`point`: judge `max-fail-rate` on the measured fail rate and the score checks on the measured scores. `bound`: judge them on the pessimistic end of their interval at `confidence` (the upper bound of the fail rate, scores from the lower bound of each probe's pass rate), so that a result from few test cases passes only when it is clearly good.",
  },
  'min-samples': {
    group: 'Gate',
    default: '20',
    description:
      'Fewest judged test cases (passed + failed) for a verdict, in the run and in each category of `category-min-scores`; fewer, or more errored than judged test cases, gives the verdict `inconclusive` (exit 5), never a pass. 0 turns it off.',
  },
  'warn-only': {
    group: 'Gate',
    default: '',
    description:
      'Gate checks that only warn, by input name, e.g. `max-score-drop,fail-on-new-failures`, or `all` (report only): when they fail they are reported and annotated but do not fail the build (verdict `warn`, exit 0). An inconclusive, errored or timed-out scan still fails. Unknown names are bad input (exit 2).',
  },
  'fail-on-framework': {
    group: 'Gate',
    default: '',
    description:
      'Framework items that must not be non-compliant, e.g. `owasp-llm@2026:LLM01,LLM08` (several editions: `owasp-llm@2025:LLM07,mitre-atlas@2026.09:AML.T0051`). Fails when a listed item is non-compliant (a mapped probe of this run has counted failures); inconclusive (exit 5) when one has too few test cases, was not tested, or the run could not be judged. Editions: owasp-llm@2025, owasp-llm@2026, owasp-agentic@2026, mitre-atlas@2026.09, nist-ai-rmf@1.0, eu-ai-act@2024. Unknown editions or items are bad input (exit 2).',
  },
  'max-score-drop': {
    group: 'Baseline and triage',
    default: '',
    description:
      'Fail when the overall score fell by more than this many points against the baseline.',
  },
  'fail-on-new-failures': {
    group: 'Baseline and triage',
    default: 'false',
    description: 'Fail when an attack that passed or was absent in the baseline now fails.',
  },
  'regression-test': {
    group: 'Baseline and triage',
    default: 'significance',
    description:
      "How `max-score-drop` and `fail-on-new-failures` judge a change. `significance`: each probe's fail rate is compared with the baseline's by an exact conditional test at `confidence` (Fisher on small cells, mid-p otherwise; Holm over the probes; one failed case is never a rise); they fail only when some probe's rate rose significantly, and name it; other changes are reported as no significant change with their p-value. `strict`: any score drop beyond the limit or any new failing attack fails. New failing attacks are listed in both.",
  },
  baseline: {
    group: 'Baseline and triage',
    default: 'auto',
    description:
      "`auto`: the baseline-report file when given, else `pooled`. `pooled`: the last `baseline-runs` completed runs with the same probes, pooled per probe (on a pull request or merge queue: the base branch's runs only, never a pull request's). `previous-run`: the newest such run alone. `none`.",
  },
  'baseline-runs': {
    group: 'Baseline and triage',
    default: '5',
    description:
      'How many completed runs a `pooled` baseline pools (1 to 20): more runs, a steadier baseline.',
  },
  'min-baseline-runs': {
    group: 'Baseline and triage',
    default: '2',
    description:
      'Fewest runs a `pooled` baseline needs; with fewer, the regression checks are skipped and say why (never passed).',
  },
  'baseline-report': {
    group: 'Baseline and triage',
    default: '',
    description:
      "A saved probe-gate JSON report to compare with (e.g. the base branch's artifact).",
  },
  'baseline-optional': {
    group: 'Baseline and triage',
    default: 'false',
    description:
      '`true`: a `baseline-report` file that does not exist is expected (the first run of a branch) and the baseline checks are skipped; `false`: it is bad input (exit 2).',
  },
  'ignore-file': {
    group: 'Baseline and triage',
    default: '.probe-gate/ignore.yml',
    description:
      'Known findings to suppress (probe, attack id, reason, expiry). A missing default file is fine; expired entries stop applying and warn.',
  },
  'ignore-max-days': {
    group: 'Baseline and triage',
    default: '90',
    description:
      'Longest an ignore entry may stay in force: every entry needs `expires`, at most this many days ahead (exit 2 otherwise).',
  },
  'allow-pr-ignores': {
    group: 'Baseline and triage',
    default: 'false',
    description:
      "On pull requests and merge queues, apply ignore entries that the change itself adds. Default: only entries already in the base branch's version of the ignore file apply; new ones are listed as proposed, not applied.",
  },
  'target-config': {
    group: 'Baseline and triage',
    default: '',
    description:
      'A target YAML file to create or update the target before the scan (`ephemeral: true` creates a throwaway target and deletes it afterwards).',
  },
  'benchmark-compare': {
    group: 'Publishing',
    default: 'false',
    description: 'Add a section comparing the score with public benchmark models.',
  },
  'report-dir': {
    group: 'Publishing',
    default: 'probe-gate-reports',
    description: 'Folder for the report files.',
  },
  'report-dir-outside-workspace': {
    group: 'Publishing',
    default: 'false',
    description:
      '`true` allows a report-dir outside the workspace or reached through a symbolic link; by default such a folder is refused (exit 2) so that reports cannot overwrite files elsewhere.',
  },
  formats: {
    group: 'Publishing',
    default: 'md,json,sarif,junit',
    description:
      'Report formats to write: any of md, json, sarif, junit, codequality (GitLab Code Quality), html (the audit report: one self-contained file to open or print, linked from the comment and summary).',
  },
  'sarif-category': {
    group: 'Publishing',
    default: '',
    description:
      "The SARIF run's category (`automationDetails.id`), which code scanning keys its alerts on; empty: one per target, `probe-gate/target-<id>/`. `none` writes none, so that `github/codeql-action/upload-sarif`'s `category` input applies (upload-sarif keeps a category the SARIF has).",
  },
  'artifact-name': {
    group: 'Publishing',
    default: 'probe-gate-report-{target-id}',
    description:
      "Upload the report folder as this artifact; `{target-id}` becomes the scanned target's id, so the jobs of a matrix get names of their own. Empty: no upload. A failed upload warns.",
  },
  'artifact-retention-days': {
    group: 'Publishing',
    default: '30',
    description:
      "Days GitHub keeps the report artifact (1 to 90; the repository's own limit may be lower).",
  },
  'job-summary': {
    group: 'Publishing',
    default: 'true',
    description: 'Write the report to the job summary (trimmed to stay under 1 MiB).',
  },
  comment: {
    group: 'Publishing',
    default: 'auto',
    description:
      '`auto`: comment on pull requests; `always`: also fail loudly when there is no PR to comment on (warning); `never`. One comment per target, updated in place. A 403 (fork PR) warns.',
  },
  'github-token': {
    group: 'Publishing',
    default: '${{ github.token }}',
    description:
      'Token for the PR comment, tracking issue and artifact. Needs `pull-requests: write` to comment.',
  },
  'trend-runs': {
    group: 'Publishing',
    default: '10',
    description:
      'Completed runs of the target shown in the trend (table and sparkline in the summary, comment and JSON report); 0: no trend.',
  },
  'check-run': {
    group: 'Publishing',
    default: 'false',
    description:
      'Report on the commit as a check run `probe-gate / <target name>` (in progress from the start, completed with the verdict, annotations on the file that configures the scan). Needs `checks: write`; without it: annotations and the job summary, with one warning.',
  },
  'tracking-issue': {
    group: 'Publishing',
    default: 'auto',
    description:
      '`auto`: on schedule/workflow_dispatch runs, open or update one issue when the gate fails and close it when it passes; `never`.',
  },
  'notify-webhook': {
    group: 'Publishing',
    default: '',
    description:
      'A webhook URL to notify (use a secret; the CLI reads env PROBE_NOTIFY_WEBHOOK, never a flag): Slack incoming webhooks get Block Kit, Microsoft Teams workflow URLs an Adaptive Card, any other HTTPS URL a JSON body. Best effort: 5 s, one retry, never changes the exit code; the URL is redacted everywhere.',
  },
  'notify-on': {
    group: 'Publishing',
    default: 'change',
    description:
      "When to notify: `change` (a new failure, a regression, a recovery, or an inconclusive verdict, against the target's previous run), `fail` (every failed, stopped or inconclusive scan), `always`.",
  },
  'notify-secret': {
    group: 'Publishing',
    default: '',
    description:
      'Key of the `X-Probe-Gate-Signature: sha256=<hex HMAC of the body>` header sent to a generic webhook (use a secret; the CLI reads env PROBE_NOTIFY_SECRET, never a flag).',
  },
  'notify-format': {
    group: 'Publishing',
    default: 'auto',
    description:
      "`auto`: by the webhook's host (`hooks.slack.com`: slack; `*.logic.azure.com`, `*.powerplatform.com`, `*.webhook.office.com`: teams; else json), or `slack`, `teams`, `json`.",
  },
} as const satisfies Record<string, InputSpec>;

export type InputName = keyof typeof INPUTS;
export const INPUT_NAMES = Object.keys(INPUTS) as InputName[];
