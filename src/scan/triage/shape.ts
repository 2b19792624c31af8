/**
 * The per-probe-run steps: the ignore file's findings marked (triage), every known secret
 * redacted (R26), rates and interval at the `confidence` input. Each is a pure function of
 * the probe run and of inputs fixed before the run is collected, so the collection applies
 * them once, as each probe run arrives. Every later step (the gate, the report model, the
 * renderers) reads the probe run this returns, the very object: nothing shapes a probe run twice.
 */
import type { ScanConfig } from '../../config/config.js';
import type { ProbeRunReport } from '../../report/model.js';
import { atConfidence } from '../verdict/counts.js';
import { scanRedactor } from '../run/redact-facts.js';

export type ShapeProbeRun = (run: ProbeRunReport) => ProbeRunReport;

/** The probe-run steps of a scan; `ignore` marks the ignore file's findings (none: unchanged). */
export function probeRunShaper(config: ScanConfig, ignore?: ShapeProbeRun): ShapeProbeRun {
  const redactor = scanRedactor(config.secrets);
  const { countAcceptedRisk, confidence } = config.gate;
  return (run) => {
    const ignored = ignore ? ignore(run) : run;
    const redacted = redactor.empty ? ignored : redactor.scrubDeep(ignored);
    return atConfidence(redacted, countAcceptedRisk, confidence);
  };
}
