import type { FaultKind } from '../faults.js';
import type { CreatedRun, RequestLogEntry, SandboxStats } from '../types.js';

/** Collects what the sandbox has seen; tests read it through SandboxHandle.stats. */
export class StatsRecorder implements SandboxStats {
  readonly requests: Record<string, number> = {};
  readonly testRunsCreated: CreatedRun[] = [];
  readonly cancels: Record<number, number> = {};
  readonly faults: Partial<Record<FaultKind, number>> = {};
  readonly log: RequestLogEntry[] = [];
  private total = 0;

  readonly #maxLogEntries: number;

  constructor(maxLogEntries: number) {
    this.#maxLogEntries = maxLogEntries;
  }

  get totalRequests(): number {
    return this.total;
  }

  /** Count a request by its route label ("METHOD /template"). */
  request(label: string): void {
    this.total++;
    this.requests[label] = (this.requests[label] ?? 0) + 1;
  }

  /** Append to the request log, dropping the oldest entries past the cap. */
  logEntry(entry: RequestLogEntry): void {
    this.log.push(entry);
    if (this.log.length > this.#maxLogEntries)
      this.log.splice(0, this.log.length - this.#maxLogEntries);
  }

  runCreated(run: CreatedRun): void {
    this.testRunsCreated.push(run);
  }

  cancel(testRunId: number): void {
    this.cancels[testRunId] = (this.cancels[testRunId] ?? 0) + 1;
  }

  fault(kind: FaultKind): void {
    this.faults[kind] = (this.faults[kind] ?? 0) + 1;
  }

  reset(): void {
    for (const k of Object.keys(this.requests)) delete this.requests[k];
    for (const k of Object.keys(this.cancels)) delete this.cancels[Number(k)];
    for (const k of Object.keys(this.faults)) delete this.faults[k as FaultKind];
    this.testRunsCreated.length = 0;
    this.log.length = 0;
    this.total = 0;
  }
}
