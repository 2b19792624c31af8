import type { GateConfig } from '../../src/config/config.js';

/** The gate as the inputs' defaults configure it (min-score 60, max-error-rate 0.2, ...). */
export const DEFAULT_GATE: GateConfig = {
  scoreSource: 'auto',
  minScore: 60,
  maxFailed: null,
  maxFailRate: null,
  maxErrorRate: 0.2,
  categoryMinScores: {},
  maxScoreDrop: null,
  failOnNewFailures: false,
  countAcceptedRisk: false,
  regressionTest: 'significance',
  confidence: 0.95,
  gateOn: 'point',
  minSamples: 20,
  failOnFramework: [],
  warnOnly: [],
};
