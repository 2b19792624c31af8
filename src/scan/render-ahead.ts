/**
 * Rendering ahead (issue 14): each probe run's section of the JSON report, its JUnit
 * `<testsuite>`, its block of the Markdown file and its SARIF result bodies (as many as the cap
 * may keep, report/sarif/ahead.ts) are rendered into scratch files as soon as its detail is
 * read, while the other probe runs download, instead of all of them after the collection. The
 * report's writer then copies a section's bytes where the renderer would have rendered it.
 *
 * A section is rendered from what the later steps will make of the probe run (ignored findings
 * marked, secrets redacted, rates at the `confidence` input), and it is used only for a probe
 * run of the final report equal to that one: its fields deep-equal, the same test case objects
 * (or equal ones, label order included), the same suite timestamp. Anything else is rendered
 * at the end, as before, so the reports are the same bytes whichever way they were made. Any
 * failure here (a full disk, an invalid probe run) only means rendering at the end.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { ScanConfig } from '../config/config.js';
import { suiteTimestamp, type DocPiece } from '../report/format.js';
import type { AheadSections } from '../report/json.js';
import type { ProbeRunReport } from '../report/model.js';
import type { AheadResults, BodyBounds, ResultRoom } from '../report/sarif/ahead.js';
import type { SarifLocation } from '../report/sarif/results.js';
import type { Logger } from './ports.js';
import { writeScratch } from './report-files.js';
import { scanRedactor } from './run/redact-facts.js';
import { readRange, sameAsMade, sizeOf, type Compared } from './scratch-check.js';
import { atConfidence } from './verdict/counts.js';

/** The formats whose probe-run sections depend on nothing but the probe run. */
export { sameProbeRun } from './scratch-check.js';

export type AheadFormat = 'json' | 'junit' | 'md' | 'sarif';
export const AHEAD_FORMATS: readonly AheadFormat[] = ['json', 'junit', 'md', 'sarif'];
type SectionFormat = Exclude<AheadFormat, 'sarif'>;

/**
 * Why: rendering ahead pays only where the process would otherwise wait (a remote platform):
 * probe runs are rendered only after a pause of this long in which the event loop was busy
 * less than {@link IDLE_BELOW} of the time. Such a pause says the wire is the limit, so every
 * probe run collected by then is rendered, one after the other, before the next pause: one
 * pause per probe run left a third of them to the end on the remote-like link (issue 14).
 * Where the collection keeps the process busy (a fast platform: parsing is the limit) no
 * pause is idle, nothing is rendered ahead, and nothing is paid for it.
 */
const IDLE_CHECK_MS = 20;
const IDLE_BELOW = 0.5;

interface Part {
  /** The probe run the sections were rendered from. */
  form: ProbeRunReport;
  /** Scratch file and its size, by format. */
  files: Partial<Record<SectionFormat, { path: string; size: number }>>;
  /** SARIF result bodies, of active and of accepted cases. */
  sarif?: { location: SarifLocation; active: Bodies; accepted: Bodies };
  compared?: Compared;
}

/** Result bodies in a scratch file: where each one is. */
interface Bodies {
  path: string;
  size: number;
  starts: Uint32Array;
  ends: Uint32Array;
}

export interface RenderAheadOptions {
  formats: readonly AheadFormat[];
  /** What the later steps make of a collected probe run. */
  form: (run: ProbeRunReport) => ProbeRunReport;
  /** The report's `testRun.startedAt` (the JUnit suites' timestamp is made from it). */
  startedAt: string;
  log: Pick<Logger, 'debug'>;
  /** For SARIF: where results point (the writer's `locationPath`), and the probe runs' order. */
  sarif?: { locationPath: string | null; order: readonly (number | null)[] };
}

type Renderers = typeof import('../report/junit.js') &
  typeof import('../report/json.js') &
  typeof import('../report/markdown/markdown-details.js') &
  typeof import('../report/sarif/ahead.js') &
  typeof import('../report/sarif/sarif.js');

let renderers: Promise<Renderers> | null = null;

/**
 * The renderers that render ahead, loaded once: the engine starts this while the first answers
 * are on their way, so the collection does not wait for them to compile (issue 14).
 */
export function loadRenderers(): Promise<Renderers> {
  renderers ??= Promise.all([
    import('../report/junit.js'),
    import('../report/json.js'),
    import('../report/markdown/markdown-details.js'),
    import('../report/sarif/ahead.js'),
    import('../report/sarif/sarif.js'),
  ]).then(([junit, json, md, ahead, sarif]) => ({ ...junit, ...json, ...md, ...ahead, ...sarif }));
  renderers.catch(() => undefined);
  return renderers;
}

export class RenderAhead {
  readonly #o: RenderAheadOptions;
  readonly #parts = new Map<number, Part>();
  #dir: Promise<string> | null = null;
  #queue: Promise<void> = Promise.resolve();
  #stopped = false;
  #disposed = false;
  #disposing: Promise<void> | null = null;
  /** Collected probe runs not rendered yet, and the pause before the next one. */
  readonly #pending: ProbeRunReport[] = [];
  #waiting = false;
  #timer: NodeJS.Timeout | undefined;
  /** Sections asked for by the writer, and those given from a scratch file. */
  readonly #count = { asked: 0, used: 0, sarif: { asked: 0, given: 0, joined: 0 } };
  /** How many results of each probe run the SARIF cap may still keep (made once loaded). */
  #room: ResultRoom | null = null;
  /** SARIF result bodies are read back into this buffer (grown as needed). */
  #sarifBytes: Buffer = Buffer.alloc(0);
  /** Probe runs whose SARIF result bodies wait for an earlier probe run to be seen. */
  readonly #sarifWaiting: { id: number; part: Part }[] = [];
  /** The JUnit suites' timestamp. */
  readonly #timestamp: string | undefined;

  constructor(o: RenderAheadOptions) {
    this.#o = o;
    this.#timestamp = suiteTimestamp(o.startedAt);
    // Loading from now on, if the engine has not started it already.
    void loadRenderers();
  }

  /** Queues a collected probe run's sections, made when the process is idle; never throws. */
  add(run: ProbeRunReport): void {
    if (run.probeRunId === null || this.#stopped) return;
    this.#pending.push(run);
    if (!this.#waiting) this.#wait();
  }

  /**
   * After a pause in which the process was mostly idle, renders every pending probe run, one
   * after the other; then pauses again before the ones collected meanwhile.
   */
  #wait(): void {
    this.#waiting = true;
    const before = performance.eventLoopUtilization();
    this.#timer = setTimeout(() => {
      const busy = performance.eventLoopUtilization(before).utilization;
      if (busy >= IDLE_BELOW) return this.#wait();
      for (const run of this.#pending.splice(0))
        this.#queue = this.#queue.then(() => this.#render(run.probeRunId as number, run));
      this.#queue = this.#queue
        .catch((err: unknown) => {
          // Whatever failed, every section not yet made is rendered at the end.
          this.#stopped = true;
          this.#o.log.debug(`Rendering ahead stopped: ${(err as Error).message}`);
        })
        .then(() => (this.#pending.length > 0 && !this.#stopped ? this.#wait() : this.#idle()));
    }, IDLE_CHECK_MS);
  }

  #idle(): void {
    this.#waiting = false;
  }

  async #render(id: number, run: ProbeRunReport): Promise<void> {
    if (this.#stopped) return;
    const { probeRunPieces, probeSuiteChunks, fileCasesBlock } = await loadRenderers();
    const form = this.#o.form(run);
    this.#dir ??= mkdtemp(join(tmpdir(), 'probe-gate-ahead-'));
    const dir = await this.#dir;
    const part: Part = { form, files: {} };
    for (const format of this.#o.formats) {
      if (format === 'sarif') continue;
      // The Markdown file has a block only for a probe run with failed test cases.
      if (format === 'md' && form.failedTestCases.length === 0) continue;
      const path = join(dir, `${id}.${format}`);
      let size: number;
      try {
        const chunks =
          format === 'json'
            ? probeRunPieces(form, 0)
            : format === 'junit'
              ? probeSuiteChunks(form, this.#timestamp)
              : fileCasesBlock(form);
        size = await writeScratch(path, this.#untilStopped(chunks));
      } catch (err) {
        // An invalid probe run: the writer renders it, and says what is wrong, at the end.
        if ((err as { name?: string }).name === 'ZodError') continue;
        throw err;
      }
      part.files[format] = { path, size };
    }
    this.#parts.set(id, part);
    if (this.#o.formats.includes('sarif')) await this.#sarifWhenReady(dir, id, part);
  }

  /**
   * Counts a probe run's cases against the SARIF cap, then makes the result bodies of every
   * probe run waiting whose predecessors in the report have all been seen: the cap's room is
   * then known for its class, so about as many bodies are made as the cap keeps (a probe run
   * rendered before an earlier one arrived would get room for all of its cases).
   */
  async #sarifWhenReady(dir: string, id: number, part: Part): Promise<void> {
    const { ResultRoom, SARIF_MAX_RESULTS } = await loadRenderers();
    this.#room ??= new ResultRoom(this.#o.sarif?.order ?? [], SARIF_MAX_RESULTS);
    const room = this.#room;
    room.see(part.form);
    this.#sarifWaiting.push({ id, part });
    for (let next; (next = this.#sarifWaiting.findIndex((w) => room.ready(w.part.form))) >= 0;) {
      const [ready] = this.#sarifWaiting.splice(next, 1);
      if (ready === undefined) break;
      const { form } = ready.part;
      ready.part.sarif = await this.#renderSarif(
        join(dir, String(ready.id)),
        form,
        room.room(form),
      );
    }
  }

  /** The pieces, until disposed of (a scan that failed or was interrupted waits for no render, R29). */
  *#untilStopped<T extends DocPiece>(chunks: Iterable<T>): Generator<T> {
    for (const chunk of chunks) {
      if (this.#disposed) throw new Error('stopped before the probe run was rendered');
      yield chunk;
    }
  }

  /**
   * A probe run's SARIF result bodies: its first active cases, then its first accepted ones,
   * as many of each as the cap may still keep (ResultRoom), each kind in a file of its own.
   */
  async #renderSarif(
    path: string,
    form: ProbeRunReport,
    room: { active: number; accepted: number },
  ): Promise<Part['sarif']> {
    const { resultBodyBytes, resultTexts, sarifLocationUri } = await loadRenderers();
    const location = sarifLocationUri(this.#o.sarif?.locationPath ?? undefined);
    const texts = resultTexts();
    const bodies = async (accepted: boolean): Promise<Bodies> => {
      const bounds: BodyBounds = { starts: [], ends: [] };
      const limit = accepted ? room.accepted : room.active;
      const file = `${path}.sarif-${accepted ? 'accepted' : 'active'}`;
      const pieces = resultBodyBytes(form, accepted, limit, location, bounds, texts);
      const size = await writeScratch(file, this.#untilStopped(pieces));
      const [starts, ends] = [Uint32Array.from(bounds.starts), Uint32Array.from(bounds.ends)];
      return { path: file, size, starts, ends };
    };
    return { location, active: await bodies(false), accepted: await bodies(true) };
  }

  /**
   * The SARIF result bodies for the writer (see AheadResults): those of a probe run equal to
   * the one they were made from, for the same location, read back from their scratch file.
   */
  sarifResults(): AheadResults {
    return (run, accepted, location) => {
      this.#count.sarif.asked += 1;
      const part = run.probeRunId === null ? undefined : this.#parts.get(run.probeRunId);
      const made = accepted ? part?.sarif?.accepted : part?.sarif?.active;
      if (!part?.sarif || !made || !isDeepStrictEqual(part.sarif.location, location))
        return undefined;
      if (!sameAsMade(part, run) || sizeOf(made.path) !== made.size) return undefined;
      this.#count.sarif.given += 1;
      return {
        ...made,
        read: (from, to) => {
          if (from === made.starts[0]) this.#count.sarif.joined += 1;
          // Into one buffer kept for the scan: fresh pages cost a page fault per 4 KiB.
          if (this.#sarifBytes.length < to - from)
            this.#sarifBytes = Buffer.allocUnsafeSlow(to - from);
          return readRange(made.path, this.#sarifBytes, from, to);
        },
      };
    };
  }

  /**
   * Stops rendering ahead and waits for the probe run being rendered: the writer reads only
   * finished sections, and renders the probe runs still pending itself.
   */
  async settle(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#pending.length = 0;
    await this.#queue;
  }

  /** The sections of every format for the writer, by format (see {@link sections}). */
  sectionsByFormat(
    startedAt: string | null,
  ): Record<SectionFormat, AheadSections> & { sarif: AheadResults } {
    return {
      json: this.sections('json', startedAt),
      junit: this.sections('junit', startedAt),
      md: this.sections('md', startedAt),
      sarif: this.sarifResults(),
    };
  }

  /**
   * The sections of one format for the writer: a probe run's file when it was rendered from
   * an equal probe run (and, for JUnit, for a report of the same start); else undefined. The
   * writer copies it, checking its size again (report-files.ts).
   */
  sections(format: SectionFormat, startedAt: string | null): AheadSections {
    return (run) => {
      this.#count.asked += 1;
      if (format === 'junit' && startedAt !== this.#o.startedAt) return undefined;
      const part = run.probeRunId === null ? undefined : this.#parts.get(run.probeRunId);
      const file = part?.files[format];
      if (!part || !file || !sameAsMade(part, run)) return undefined;
      // A scratch file that something else changed is not used: the section is rendered.
      if (sizeOf(file.path) !== file.size) return undefined;
      this.#count.used += 1;
      return file;
    };
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
    await this.settle();
    const { asked, used, sarif: results } = this.#count;
    const dir = await this.#dir?.catch(() => null);
    const parts = [...this.#parts.values()];
    const made = parts.reduce((n, p) => n + Object.keys(p.files).length, 0);
    const sarif = this.#o.formats.includes('sarif')
      ? ` SARIF: ${parts.reduce((n, p) => n + (p.sarif ? p.sarif.active.starts.length + p.sarif.accepted.starts.length : 0), 0)} result bodies made, ${results.joined} of ${results.given} runs of results given bodies joined from them (${results.asked} asked).`
      : '';
    this.#o.log.debug(
      `Rendered ahead${dir ? ` (in ${dir})` : ''}: ${made} probe-run sections made, ${used} of ${asked} used.${sarif}`,
    );
    if (dir) await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * The formats a scan renders ahead: none without a JSON, JUnit, Markdown or SARIF report, or
 * with retry-failed (a retried probe's counts are pooled over several runs).
 */
export function aheadFormats(config: ScanConfig): AheadFormat[] {
  return config.retryFailed > 0 ? [] : AHEAD_FORMATS.filter((f) => config.formats.includes(f));
}

/**
 * Rendering ahead for a scan, or null when it does not apply (no {@link aheadFormats}).
 */
export async function startRenderAhead(
  config: ScanConfig,
  o: {
    log: Pick<Logger, 'debug'>;
    ignoreForm?: (config: ScanConfig) => Promise<(run: ProbeRunReport) => ProbeRunReport>;
    startedAt: string;
    sarif?: RenderAheadOptions['sarif'];
  },
): Promise<RenderAhead | null> {
  const formats = aheadFormats(config);
  if (formats.length === 0) return null;
  const ignore = o.ignoreForm ? await o.ignoreForm(config) : (run: ProbeRunReport) => run;
  const redactor = scanRedactor(config.secrets);
  const { countAcceptedRisk, confidence } = config.gate;
  return new RenderAhead({
    formats,
    form: (run) => {
      const ignored = ignore(run);
      const redacted = redactor.empty ? ignored : redactor.scrubDeep(ignored);
      return atConfidence(redacted, countAcceptedRisk, confidence);
    },
    startedAt: o.startedAt,
    log: o.log,
    sarif: o.sarif,
  });
}
