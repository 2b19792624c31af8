/**
 * Rendering ahead: each probe run's section of the JSON report, its JUnit
 * `<testsuite>`, its block of the Markdown file and its SARIF result bodies (as many as the cap
 * may keep, sarif-bodies.ts) are rendered into scratch files as soon as it is collected
 * and shaped (scan/triage/shape.ts), while the other probe runs download, instead of all of them
 * after the collection. The report's writer then copies a section's bytes where the renderer
 * would have rendered it.
 *
 * A section is used for the very probe run it was rendered from (the report holds the object
 * the collection made) with the same suite timestamp; any other probe run (one pooled over
 * retries) is rendered at the end, so the reports are the same bytes whichever way they were
 * made. Any failure here (a full disk, an invalid probe run) only means rendering at the end.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suiteTimestamp, type Section } from '../format.js';
import type { KnownRows } from '../markdown/markdown-context.js';
import type { ProbeRunReport } from '../model.js';
import { joinedResults, type ResultRoom } from './sarif-bodies.js';
import { readRange, sizeOf, type Kept, type KeptBytes, type KeptSections } from './kept.js';
import {
  loadRenderers,
  renderJob,
  type AheadFormat,
  type AheadJob,
  type AheadMade,
  type Part,
  type Renderers,
  type SarifJob,
  type FileFormat,
} from './sections.js';
import {
  eventLoopMeter,
  IDLE_BELOW,
  IDLE_CHECK_MS,
  IN_WORKER,
  IN_WORKER_CASES,
  WORKER_BELOW,
  WORKER_DEADLINE_MS,
  type LoopMeter,
} from './pace.js';
import { RenderWorker } from './worker-client.js';

export { loadRenderers } from './sections.js';
export type { AheadFormat } from './sections.js';
export const AHEAD_FORMATS: readonly AheadFormat[] = ['json', 'junit', 'md', 'sarif'];

export interface RenderAheadOptions {
  formats: readonly AheadFormat[];
  /** The report's `testRun.startedAt` (the JUnit suites' timestamp is made from it). */
  startedAt: string;
  log: { debug(message: string): void };
  /** For SARIF: where results point (the writer's `locationPath`), and the probe runs' order. */
  sarif?: { locationPath: string | null; order: readonly (number | null)[] };
  /** The render worker's bundle; none (or not there): probe runs render in this thread. */
  worker?: string | null;
  /** How long the end waits for the worker's probe runs (default {@link WORKER_DEADLINE_MS}). */
  workerDeadlineMs?: number;
  /** The job summary's first rows too (summaryRowsOf), for a run of this many probe runs. */
  summaryRows?: { probes: number };
  /** How busy the event loop was (default: its own measure). */
  loop?: LoopMeter;
}

export class RenderAhead {
  readonly #o: RenderAheadOptions;
  readonly #parts = new Map<number, Part>();
  #dir: Promise<string> | null = null;
  #queue: Promise<void> = Promise.resolve();
  #stopped = false;
  #failed = false;
  #disposed = false;
  #disposing: Promise<void> | null = null;
  /** Collected probe runs not rendered yet, and the pause before the next one. */
  readonly #pending: ProbeRunReport[] = [];
  #waiting = false;
  #timer: NodeJS.Timeout | undefined;
  /**
   * The render worker, started at the first probe run handed to it (undefined: not yet; null:
   * none).
   */
  #worker: RenderWorker | null | undefined;
  /**
   * The probe runs in its hands, by id (the writer waits for one only when it comes to it),
   * and their test cases.
   */
  readonly #inWorker = new Map<number, Promise<void>>();
  #casesInWorker = 0;
  /** Stops a worker that has not finished its probe runs by the deadline (see settle). */
  #deadline: NodeJS.Timeout | undefined;
  /** The event loop's use when rendering ahead began: how busy the collection keeps it. */
  readonly #loop: LoopMeter;
  readonly #began: unknown;
  /** Sections asked for by the writer, and those given from a scratch file. */
  readonly #count = { asked: 0, used: 0, inWorker: 0, sarif: { asked: 0, given: 0 } };
  /** How many results of each probe run the SARIF cap may still keep (made once loaded). */
  #room: ResultRoom | null = null;
  /** SARIF result bodies are read back into this buffer (grown as needed). */
  #sarifBytes: Buffer = Buffer.alloc(0);
  /** The joined results' buffer, used again for each piece (sarif-bodies.ts joinedResults). */
  readonly #joined = { bytes: new Uint8Array(0) };
  /** Probe runs whose SARIF result bodies wait for an earlier probe run to be seen. */
  readonly #sarifWaiting: { id: number; part: Part }[] = [];
  /** The JUnit suites' timestamp. */
  readonly #timestamp: string | undefined;

  constructor(o: RenderAheadOptions) {
    this.#o = o;
    this.#loop = o.loop ?? eventLoopMeter;
    this.#began = this.#loop.mark();
    this.#timestamp = suiteTimestamp(o.startedAt);
    // Loading from now on, if the engine has not started it already.
    void loadRenderers();
    // Without a bundle there is no worker to start.
    if (!o.worker) this.#worker = null;
  }

  /**
   * Queues a collected probe run's sections: handed to the render worker after a pause with
   * time to spare, rendered in this thread after an idle one; never throws.
   */
  add(run: ProbeRunReport): void {
    if (run.probeRunId === null || this.#stopped) return;
    this.#pending.push(run);
    if (!this.#waiting) this.#wait();
  }

  /** Hands pending probe runs to the worker, up to {@link IN_WORKER} (and cases) at once. */
  #toWorker(): void {
    // Started only now: a scan whose thread never has time to spare pays nothing for it
    // (about 30 MB for its heap and its code).
    if (this.#worker === undefined) this.#worker = RenderWorker.start(this.#o.worker);
    const worker = this.#worker;
    if (!worker) return;
    while (this.#inWorker.size < IN_WORKER && this.#pending.length > 0 && !this.#stopped) {
      const run = this.#pending[0] as ProbeRunReport;
      const cases = this.#casesInWorker + run.failedTestCases.length;
      if (this.#inWorker.size > 0 && cases > IN_WORKER_CASES) return;
      this.#pending.shift();
      this.#casesInWorker += run.failedTestCases.length;
      const id = run.probeRunId as number;
      const done: Promise<void> = this.#render(id, run, worker)
        .catch((err: unknown) => this.#stop(err))
        .finally(() => {
          this.#casesInWorker -= run.failedTestCases.length;
          this.#inWorker.delete(id);
          if (this.#stopped) this.#closeWhenDone();
          else if (this.#wireBound()) this.#toWorker();
        });
      this.#inWorker.set(id, done);
    }
  }

  /** Whatever failed, every section not yet made is rendered at the end (said once). */
  #stop(err: unknown): void {
    if (!this.#failed) this.#o.log.debug(`Rendering ahead stopped: ${(err as Error).message}`);
    this.#failed = true;
    this.#stopped = true;
  }

  /**
   * After a pause in which the process was mostly idle, renders every pending probe run, one
   * after the other; then pauses again before the ones collected meanwhile.
   */
  #wait(): void {
    this.#waiting = true;
    const before = this.#loop.mark();
    this.#timer = setTimeout(() => {
      if (this.#pending.length === 0) return this.#idle();
      const busy = this.#loop.busySince(before);
      if (this.#worker !== null && this.#wireBound()) this.#toWorker();
      if (busy >= IDLE_BELOW) return this.#wait();
      this.#queue = this.#queue
        .then(() => this.#renderPending())
        .catch((err: unknown) => this.#stop(err))
        .then(() => (this.#pending.length > 0 && !this.#stopped ? this.#wait() : this.#idle()));
    }, IDLE_CHECK_MS);
  }

  /** Whether the collection has left this thread idle at all: the wire is the limit. */
  #wireBound(): boolean {
    return this.#loop.busySince(this.#began) < WORKER_BELOW;
  }

  #idle(): void {
    this.#waiting = false;
  }

  /** Renders pending probe runs in this thread, one at a time: the worker takes its share. */
  async #renderPending(): Promise<void> {
    for (let run; (run = this.#pending.shift()) && !this.#stopped;) {
      await this.#render(run.probeRunId as number, run, null);
      if (this.#worker) return;
    }
  }

  /** A job done in the worker, or in this thread. */
  async #run(job: AheadJob, worker: RenderWorker | null): Promise<AheadMade> {
    if (worker) return worker.run(job);
    return renderJob(job, await loadRenderers(), () => this.#disposed);
  }

  /**
   * Renders a probe run's sections, with its SARIF result bodies when the cap's room for them
   * is known (one copy of the probe run to the worker); then the bodies of the probe runs that
   * were waiting for this one to be seen.
   */
  async #render(id: number, run: ProbeRunReport, worker: RenderWorker | null): Promise<void> {
    if (this.#stopped) return;
    const r = await loadRenderers();
    this.#dir ??= mkdtemp(join(tmpdir(), 'probe-gate-ahead-'));
    const dir = await this.#dir;
    const part: Part = { run, files: {} };
    const formats = this.#o.formats.filter((f): f is FileFormat => f !== 'sarif');
    const ready = this.#o.formats.includes('sarif') ? this.#seenForSarif(r, id, part) : [];
    const location = r.sarifLocationUri(this.#o.sarif?.locationPath ?? undefined);
    const sarifJob = (w: { id: number; part: Part }): SarifJob => ({
      id: w.id,
      form: w.part.run,
      dir,
      location,
      room: (this.#room as ResultRoom).room(w.part.run),
    });
    const mine = ready.find((w) => w.id === id);
    const made = await this.#run(
      {
        sections: { id, form: run, formats, dir, timestamp: this.#timestamp },
        sarif: mine && sarifJob(mine),
      },
      worker,
    );
    if (worker) this.#count.inWorker += 1;
    const { summaryRows } = this.#o;
    if (summaryRows) part.rows = r.summaryRowsOf(run, summaryRows.probes);
    part.files = made.sections ?? {};
    if (made.bodies) part.sarif = made.bodies;
    this.#parts.set(id, part);
    for (const w of ready.filter((x) => x !== mine)) {
      // Once the collection is over, the writer may be waiting for this probe run's sections.
      if (this.#stopped) break;
      const { bodies } = await this.#run({ sarif: sarifJob(w) }, worker);
      if (bodies) w.part.sarif = bodies;
    }
  }

  /**
   * Counts a probe run's cases against the SARIF cap; returns the probe runs waiting (this one
   * among them) whose predecessors in the report have all been seen: the cap's room is then
   * known for its class, so about as many bodies are made as the cap keeps (a probe run
   * rendered before an earlier one arrived would get room for all of its cases).
   */
  #seenForSarif(r: Renderers, id: number, part: Part): { id: number; part: Part }[] {
    this.#room ??= new r.ResultRoom(this.#o.sarif?.order ?? [], r.SARIF_MAX_RESULTS);
    const room = this.#room;
    room.see(part.run);
    this.#sarifWaiting.push({ id, part });
    const ready = this.#sarifWaiting.filter((w) => room.ready(w.part.run));
    for (const w of ready) this.#sarifWaiting.splice(this.#sarifWaiting.indexOf(w), 1);
    return ready;
  }

  /**
   * A run of SARIF results from the bodies made of its probe run, for the same location:
   * each body read back from its scratch file after the run's lead (sarif-bodies.ts); else
   * undefined, and the writer lays the results out.
   */
  #sarifKept(s: Section, locationPath: string | null): Iterable<Uint8Array> | undefined {
    const results = s.results;
    this.#count.sarif.asked += 1;
    const part = this.#partOf(s.run);
    if (!results || !part?.sarif) return undefined;
    if ((this.#o.sarif?.locationPath ?? null) !== locationPath) return undefined;
    const made = results.accepted ? part.sarif.accepted : part.sarif.active;
    if (made.starts.length < results.count || sizeOf(made.path) !== made.size) return undefined;
    this.#count.sarif.given += 1;
    const bodies = {
      ...made,
      read: (from: number, to: number) => {
        // Into one buffer kept for the scan: fresh pages cost a page fault per 4 KiB.
        if (this.#sarifBytes.length < to - from)
          this.#sarifBytes = Buffer.allocUnsafeSlow(to - from);
        return readRange(made.path, this.#sarifBytes, from, to);
      },
    };
    return joinedResults(results, bodies, this.#joined);
  }

  /** What was made of this very probe run (none for another object, an equal copy included). */
  #partOf(run: ProbeRunReport): Part | undefined {
    const part = run.probeRunId === null ? undefined : this.#parts.get(run.probeRunId);
    return part?.run === run ? part : undefined;
  }

  /** The job summary's rows made ahead: those of the probe run they were made from. */
  summaryRows(): (run: ProbeRunReport) => KnownRows | undefined {
    return (run) => this.#partOf(run)?.rows;
  }

  /**
   * Stops rendering ahead: the writer renders the probe runs still pending itself, and waits
   * for one in the worker's hands (at most {@link IN_WORKER}) only when it comes to it, so the
   * reports are begun while the worker finishes (it waited here 0-90 ms on the
   * remote-like link). The worker is stopped once it has finished them, or at the deadline:
   * then their sections are rendered by the writer.
   */
  async settle(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#pending.length = 0;
    const worker = this.#worker;
    if (worker && this.#inWorker.size > 0 && this.#deadline === undefined)
      this.#deadline = setTimeout(
        () => void worker.close(),
        this.#o.workerDeadlineMs ?? WORKER_DEADLINE_MS,
      );
    this.#closeWhenDone();
    await this.#queue;
  }

  /** Stops the worker once it renders nothing: its memory goes back (peak RSS). */
  #closeWhenDone(): void {
    if (this.#inWorker.size > 0) return;
    clearTimeout(this.#deadline);
    void this.#worker?.close();
  }

  /**
   * The parts made ahead, for the writer: a probe run's file when it was rendered from that
   * probe run (and, for JUnit, for a report of the same start; for SARIF, results pointing at
   * the same file); else undefined. The writer copies it, checking its size again (files.ts).
   */
  keptSections(startedAt: string | null, locationPath: string | null): KeptSections {
    return (s) =>
      s.section === 'sarif'
        ? this.#sarifKept(s, locationPath)
        : this.sections(s.section, startedAt)(s.run);
  }

  /** The parts of one format (see {@link keptSections}). */
  sections(format: FileFormat, startedAt: string | null): (run: ProbeRunReport) => Kept {
    return (run) => {
      this.#count.asked += 1;
      if (format === 'junit' && startedAt !== this.#o.startedAt) return undefined;
      const making = run.probeRunId === null ? undefined : this.#inWorker.get(run.probeRunId);
      return making ? making.then(() => this.#kept(format, run)) : this.#kept(format, run);
    };
  }

  /** A probe run's section of `format` from its scratch file, when it can be used. */
  #kept(format: FileFormat, run: ProbeRunReport): KeptBytes | undefined {
    const file = this.#partOf(run)?.files[format];
    if (!file) return undefined;
    // A scratch file that something else changed is not used: the section is rendered.
    if (sizeOf(file.path) !== file.size) return undefined;
    this.#count.used += 1;
    return file;
  }

  /**
   * Removes the scratch files; never throws. Each call gives the same promise: a caller that
   * went on while the files were removed waits for that removal later (engine.ts).
   */
  dispose(): Promise<void> {
    this.#disposing ??= this.#dispose();
    return this.#disposing;
  }

  async #dispose(): Promise<void> {
    this.#disposed = true;
    // A scan that failed or was interrupted waits for no render (R29).
    await this.#worker?.close();
    await this.settle();
    await Promise.all(this.#inWorker.values());
    const { asked, used, sarif: results } = this.#count;
    const dir = await this.#dir?.catch(() => null);
    const parts = [...this.#parts.values()];
    const made = parts.reduce((n, p) => n + Object.keys(p.files).length, 0);
    const sarif = this.#o.formats.includes('sarif')
      ? ` SARIF: ${parts.reduce((n, p) => n + (p.sarif ? p.sarif.active.starts.length + p.sarif.accepted.starts.length : 0), 0)} result bodies made, ${results.given} of ${results.asked} runs of results joined from them.`
      : '';
    this.#o.log.debug(
      `Rendered ahead${this.#worker ? ` (${this.#count.inWorker} probe runs in the render worker)` : ''}${dir ? ` (in ${dir})` : ''}: ${made} probe-run sections made, ${used} of ${asked} used.${sarif}`,
    );
    if (dir) await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}
