import type { OutputName } from '../scan/ports.js';

/** What each output holds; action.yml and the README are generated/checked from this. */
export const OUTPUT_DESCRIPTIONS: Record<OutputName, string> = {
  'test-run-id': 'Id of the test run that was triggered or attached to.',
  'run-url': 'Link to the test run in the web UI.',
  status:
    'Final status of the test run as the platform spelled it (e.g. COMPLETED, FAILED, CANCELLED).',
  verdict:
    'pass, warn (only warn-only checks failed; the step passes), fail, inconclusive (too few judged test cases or too many errors to judge; the step fails with exit 5), error (run failed or cancelled, scores missing), timeout, or budget (the run crossed max-test-cases or max-minutes and was cancelled; exit 6).',
  'score-source':
    "Which score was gated: `run` (this run's own probe runs) or `platform` (the target's score, only when it provably reflects this run); empty when none could be used.",
  'overall-score':
    'The gated score 0-100 (higher is safer); empty when missing, and on error or timeout (the run did not complete).',
  'risk-band': 'CRITICAL (<30), HIGH (<60), MEDIUM (<80) or LOW; empty when there is no score.',
  'total-count': 'Test cases planned.',
  'passed-count': 'Test cases passed.',
  'failed-count': 'Test cases failed (accepted risks included).',
  'error-count': 'Test cases with execution errors.',
  'accepted-count': 'Failed test cases whose risk was accepted on the platform.',
  'report-dir': 'Absolute path of the report folder.',
  'report-json': 'Path of the JSON report (empty if not written).',
  'report-markdown': 'Path of the Markdown report (empty if not written).',
  'sarif-file':
    'Path of the SARIF file, for github/codeql-action/upload-sarif (empty if not written).',
  'junit-file': 'Path of the JUnit XML file (empty if not written).',
  'report-html': 'Path of the audit report, one HTML file (empty if not written).',
  'codequality-file': 'Path of the GitLab Code Quality report (empty if not written).',
  'comment-url': 'URL of the PR comment created or updated (empty if none).',
  'artifact-id': 'Id of the uploaded report artifact (empty if none).',
  profile:
    'The profile of the config file that applied (pull_request, schedule, push, merge_group, workflow_dispatch or default); empty when none did.',
};
