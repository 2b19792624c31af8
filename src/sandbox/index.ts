/**
 * The sandbox: a local, embeddable fake of the whole platform over real HTTP
 * on loopback (every endpoint of docs/platform.md plus the status
 * endpoint), with seeded data, simulated runs and fault
 * injection.
 *
 * Timing model (simulated time; `speed` = simulated seconds per real second):
 * a triggered run is PENDING for 3 s, then its probe runs execute one after
 * another at 1 s per test case (10..25 cases per probe by default), then it
 * is COMPLETED. Runs on the `broken` target turn FAILED 5 s after starting.
 * An AI analysis is ready 15 s after it was requested and its probe run
 * ended; until then 4.17 answers 200 with overview null (404 only when none
 * was ever requested). State is computed lazily from the injected clock.
 */
export { startSandbox } from './sandbox.js';
export { runSandboxCommand, type SandboxCommandOptions } from './command.js';
export { validateDatasetCsv, type DatasetCsvResult } from '../api/dataset-csv.js';
export {
  FAULT_KINDS,
  FaultSpecError,
  parseFaultSpec,
  type FaultKind,
  type FaultSpec,
} from './faults.js';
export { SandboxOptionsError } from './options.js';
export { TIMING } from './store.js';
export { RUN_STATUS, PROBE_STATUS } from './sim/simulation.js';
export type {
  AddTargetOptions,
  CreatedRun,
  RequestLogEntry,
  RunSnapshot,
  SandboxControl,
  SandboxHandle,
  SandboxOptions,
  SandboxStats,
  StallOptions,
} from './types.js';
