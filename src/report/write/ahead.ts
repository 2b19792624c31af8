/**
 * A huge run's parts made as it downloads: each probe run handed over as it is collected and
 * shaped has its JSON object, JUnit `<testsuite>` and Markdown block rendered while the scan's
 * thread would otherwise wait on the wire, and appended to one scratch file per format. At the
 * end a report copies a part in place of its section (format.ts `Section`) only when the
 * section is of that very probe run object and of the same key; any other section is rendered
 * where it stands.
 * Scratch files live in a private folder (mode 0700), hold only redacted text (the probe runs
 * are shaped, and so redacted, before they are handed over) and are removed by `dispose`.
 */
import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { piecesText, suiteTimestamp, type DocPiece, type Section } from '../format.js';
import { probeRunPieces } from '../json.js';
import { probeSuiteChunks } from '../junit.js';
import { fileCasesBlock } from '../markdown/markdown-details.js';
import type { ProbeRunReport } from '../model.js';

/** Runs of fewer test cases render every report at the end: making parts ahead costs more. */
export const AHEAD_FROM_CASES = 20_000;
/** How long the loop is watched before a probe run's parts are made. */
const WATCH_MS = 10;
/** Above this share of that time busy, the loop has no idle time to give: parts wait. */
const BUSY_SHARE = 0.5;

/** The formats whose parts depend on the probe run (and a key) alone. */
const AHEAD_FORMATS = ['json', 'junit', 'md'] as const;
export type AheadFormat = (typeof AHEAD_FORMATS)[number];

/** The renderers of a probe run's part, by format; null: none is made of this probe run. */
export type PartRenderers = Record<AheadFormat, (run: ProbeRunReport) => Iterable<DocPiece> | null>;

/** Where a part is in its format's scratch file. */
interface Part {
  offset: number;
  size: number;
}

interface Scratch {
  /** The key every part of this format was made with (see `Section.key`). */
  key: string | undefined;
  file: FileHandle;
  size: number;
  parts: WeakMap<ProbeRunReport, Part>;
}

export interface AheadOptions {
  formats: readonly AheadFormat[];
  render: PartRenderers;
  /** The key each format's sections carry (the JUnit suites' timestamp). */
  keys: Partial<Record<AheadFormat, string>>;
}

export class PartsAhead {
  readonly #dir: string;
  readonly #o: AheadOptions;
  readonly #scratch = new Map<AheadFormat, Scratch>();
  readonly #queue: ProbeRunReport[] = [];
  #draining: Promise<void> | null = null;
  #disposed: Promise<void> | null = null;
  /** Set by a failure or by `settle`: nothing more is made. */
  #stopped = false;

  private constructor(dir: string, o: AheadOptions) {
    this.#dir = dir;
    this.#o = o;
  }

  /** Opens the scratch files; null when they cannot be made (every part renders at the end). */
  static async open(o: AheadOptions): Promise<PartsAhead | null> {
    const dir = await mkdtemp(join(tmpdir(), 'probe-gate-parts-')).catch(() => null);
    if (dir === null) return null;
    const ahead = new PartsAhead(dir, o);
    try {
      for (const format of o.formats) {
        // Written here, read back by the reports: created exclusively, never through a link.
        const file = await open(join(dir, format), 'wx+', 0o600);
        ahead.#scratch.set(format, { key: o.keys[format], file, size: 0, parts: new WeakMap() });
      }
      return ahead;
    } catch {
      await ahead.dispose();
      return null;
    }
  }

  /** Queues a collected, shaped probe run: its parts are made at a later turn of the loop. */
  add(run: ProbeRunReport): void {
    if (this.#stopped) return;
    this.#queue.push(run);
    this.#draining ??= this.#drain().finally(() => (this.#draining = null));
  }

  async #drain(): Promise<void> {
    for (let run = this.#queue.shift(); run && !this.#stopped; run = this.#queue.shift()) {
      await this.#idle();
      for (const [format, scratch] of this.#scratch) {
        if (this.#stopped) return;
        await this.#make(format, scratch, run).catch(() => void (this.#stopped = true));
      }
    }
  }

  /**
   * Returns once the loop was mostly idle for a while (waiting on the wire), or the writer
   * stopped: while answers keep the scan's thread busy, collecting goes first, and what is
   * not made by the end is rendered there.
   */
  async #idle(): Promise<void> {
    while (!this.#stopped) {
      const before = performance.eventLoopUtilization();
      await delay(WATCH_MS);
      if (performance.eventLoopUtilization(before).utilization < BUSY_SHARE) return;
    }
  }

  async #make(format: AheadFormat, scratch: Scratch, run: ProbeRunReport): Promise<void> {
    let bytes: Buffer;
    try {
      const pieces = this.#o.render[format](run);
      if (pieces === null) return;
      bytes = Buffer.from(piecesText(pieces), 'utf8');
    } catch {
      // An invalid probe run: its section is rendered at the end, which says what is wrong.
      return;
    }
    const offset = scratch.size;
    scratch.size += bytes.length;
    const { bytesWritten } = await scratch.file.write(bytes, 0, bytes.length, offset);
    if (bytesWritten !== bytes.length) throw new Error('short write to a scratch file');
    scratch.parts.set(run, { offset, size: bytes.length });
  }

  /** Makes no more parts (the rest render at the end) once those being made are done. */
  async settle(): Promise<void> {
    this.#stopped = true;
    this.#queue.length = 0;
    await this.#draining;
  }

  /**
   * The bytes of the part made for this very section, or undefined: none was made, or it was
   * made from another object or with another key, or it cannot be read back whole.
   */
  async bytesOf(section: Section): Promise<Buffer | undefined> {
    const scratch = this.#scratch.get(section.section as AheadFormat);
    const part = scratch?.parts.get(section.run);
    if (!scratch || !part || scratch.key !== section.key) return undefined;
    const bytes = Buffer.allocUnsafe(part.size);
    const read = await scratch.file.read(bytes, 0, part.size, part.offset).catch(() => null);
    return read?.bytesRead === part.size ? bytes : undefined;
  }

  /** Closes and removes the scratch files; every call after the first waits on the first. */
  dispose(): Promise<void> {
    this.#disposed ??= this.#dispose();
    return this.#disposed;
  }

  async #dispose(): Promise<void> {
    this.#stopped = true;
    this.#queue.length = 0;
    await this.#draining;
    for (const { file } of this.#scratch.values()) await file.close().catch(() => undefined);
    this.#scratch.clear();
    await rm(this.#dir, { recursive: true, force: true });
  }
}

/** What of the scan decides whether parts are made, and how. */
export interface AheadPlan {
  formats: readonly string[];
  /** The run's test cases, as its final status counts them. */
  total: number;
  /** The report's `testRun.startedAt` as far as it is known when the collection begins. */
  startedAt: string;
  /** The size from which parts are made (default {@link AHEAD_FROM_CASES}). */
  fromCases?: number;
}

/** Parts made as the run downloads, or null: a run too small, or no such format asked for. */
export async function openAhead(plan: AheadPlan): Promise<PartsAhead | null> {
  const formats = AHEAD_FORMATS.filter((f) => plan.formats.includes(f));
  if (formats.length === 0 || plan.total < (plan.fromCases ?? AHEAD_FROM_CASES)) return null;
  const timestamp = suiteTimestamp(plan.startedAt);
  return PartsAhead.open({
    formats,
    render: {
      json: (run) => probeRunPieces(run, 0),
      junit: (run) => probeSuiteChunks(run, timestamp),
      // Made only where the file's block is the probe run's whole list of test cases.
      md: (run) => (run.failedTestCases.length > 0 ? fileCasesBlock(run) : null),
    },
    keys: { junit: timestamp ?? '' },
  });
}
