/**
 * Steps 3 to 10 of the pipeline (engine.ts), loaded once the run exists: the Action and the
 * CLI send their first request without compiling them (start-up, docs/performance.md).
 */
export { BudgetSpentError, gatherDeadline, publishDeadline } from './budget.js';
export {
  loadPublishing,
  logProbeLines,
  publish,
  setOutputs,
  setPublishedOutputs,
  writeReportFiles,
} from './publish.js';
export { awaitRun } from './run/await-run.js';
export { executionDateOf } from './run/wait.js';
export { gatherFacts, probeRunOrder, readTargetInfoEarly } from './collect/gather.js';
export { openCheck } from './run/open-check.js';
export { ProbeRunsAhead } from './collect/read-ahead.js';
export { redactFacts } from './run/redact-facts.js';
export { openAhead } from '../report/write/ahead.js';
export { readTrend } from './run/trend.js';
export { retryFailed } from './retry/retry.js';
export { buildReport, runStartedAt } from './verdict/build-report.js';
export { judge } from './verdict/judge.js';
