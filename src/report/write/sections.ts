/**
 * A probe run's sections, rendered into scratch files (render-ahead.ts): the same code in the
 * scan's own thread and in the render worker (worker.ts), so a section is the same bytes
 * wherever it was made. Pure apart from the files it writes.
 */
import { join } from 'node:path';
import type { DocPiece, SectionFormat } from '../format.js';
import type { ProbeRunReport } from '../model.js';
import type { KnownRows } from '../markdown/markdown-context.js';
import type { BodyBounds } from './sarif-bodies.js';
import type { SarifLocation } from '../sarif/results.js';
import { writeScratch } from './pour.js';

export type AheadFormat = 'json' | 'junit' | 'md' | 'sarif';
/** The formats whose parts are kept as files of their own (SARIF keeps result bodies). */
export type FileFormat = Exclude<SectionFormat, 'sarif'>;

export type Renderers = typeof import('../junit.js') &
  typeof import('../json.js') &
  typeof import('../markdown/markdown-details.js') &
  typeof import('./sarif-bodies.js') &
  typeof import('../sarif/sarif.js');

let renderers: Promise<Renderers> | null = null;

/**
 * The renderers that render ahead, loaded once: the engine starts this while the first answers
 * are on their way, so the collection does not wait for them to compile.
 */
export function loadRenderers(): Promise<Renderers> {
  renderers ??= Promise.all([
    import('../junit.js'),
    import('../json.js'),
    import('../markdown/markdown-details.js'),
    import('./sarif-bodies.js'),
    import('../sarif/sarif.js'),
  ]).then(([junit, json, md, ahead, sarif]) => ({ ...junit, ...json, ...md, ...ahead, ...sarif }));
  renderers.catch(() => undefined);
  return renderers;
}

/** A probe run's sections to render: `form` is the probe run as collected and shaped. */
export interface SectionsJob {
  id: number;
  form: ProbeRunReport;
  formats: readonly FileFormat[];
  /** The scratch folder. */
  dir: string;
  /** The JUnit suites' timestamp. */
  timestamp: string | undefined;
}

/** The scratch files made, with their sizes, by format. */
export type MadeSections = Partial<Record<FileFormat, { path: string; size: number }>>;

/** A probe run's SARIF result bodies to render: as many of each kind as the cap may keep. */
export interface SarifJob {
  id: number;
  form: ProbeRunReport;
  dir: string;
  location: SarifLocation;
  room: { active: number; accepted: number };
}

/** Result bodies in a scratch file: where each one is. */
export interface Bodies {
  path: string;
  size: number;
  starts: Uint32Array;
  ends: Uint32Array;
}

export interface MadeBodies {
  active: Bodies;
  accepted: Bodies;
}

/** Where a probe run's section of a format is kept. */
export function sectionPath(dir: string, id: number, format: FileFormat): string {
  return join(dir, `${id}.${format}`);
}

/** Where a probe run's SARIF result bodies of one kind are kept. */
export function bodiesPath(dir: string, id: number, accepted: boolean): string {
  return join(dir, `${id}.sarif-${accepted ? 'accepted' : 'active'}`);
}

/** Whether `made` names only the files `job` was to make: a worker's answer is checked. */
export function madeAsAsked(job: AheadJob, made: AheadMade): boolean {
  const s = job.sections;
  const sectionsOk = Object.entries(made.sections ?? {}).every(
    ([format, file]) =>
      s !== undefined &&
      s.formats.includes(format as FileFormat) &&
      file.path === sectionPath(s.dir, s.id, format as FileFormat),
  );
  const b = made.bodies;
  const j = job.sarif;
  const bodiesOk =
    b === undefined ||
    (j !== undefined &&
      b.active.path === bodiesPath(j.dir, j.id, false) &&
      b.accepted.path === bodiesPath(j.dir, j.id, true));
  return sectionsOk && bodiesOk;
}

/** The pieces, until `stopped` says the scan no longer wants them (R29). */
function* untilStopped<T extends DocPiece>(
  chunks: Iterable<T>,
  stopped: () => boolean,
): Generator<T> {
  for (const chunk of chunks) {
    if (stopped()) throw new Error('stopped before the probe run was rendered');
    yield chunk;
  }
}

/**
 * Renders a probe run's JSON section, JUnit `<testsuite>` and Markdown block into scratch
 * files. A format whose renderer finds the probe run invalid is skipped: the writer renders
 * it at the end and says what is wrong.
 */
export async function renderSections(
  job: SectionsJob,
  r: Renderers,
  stopped: () => boolean,
): Promise<MadeSections> {
  const { form } = job;
  const made: MadeSections = {};
  for (const format of job.formats) {
    // The Markdown file has a block only for a probe run with failed test cases.
    if (format === 'md' && form.failedTestCases.length === 0) continue;
    const path = sectionPath(job.dir, job.id, format);
    try {
      const chunks =
        format === 'json'
          ? r.probeRunPieces(form, 0)
          : format === 'junit'
            ? r.probeSuiteChunks(form, job.timestamp)
            : r.fileCasesBlock(form);
      made[format] = { path, size: await writeScratch(path, untilStopped(chunks, stopped)) };
    } catch (err) {
      if ((err as { name?: string }).name === 'ZodError') continue;
      throw err;
    }
  }
  return made;
}

/**
 * A probe run's SARIF result bodies: its first active cases, then its first accepted ones,
 * as many of each as the cap may still keep (ResultRoom), each kind in a file of its own.
 */
export async function renderSarifBodies(
  job: SarifJob,
  r: Renderers,
  stopped: () => boolean,
): Promise<MadeBodies> {
  const texts = r.resultTexts();
  const bodies = async (accepted: boolean): Promise<Bodies> => {
    const bounds: BodyBounds = { starts: [], ends: [] };
    const limit = accepted ? job.room.accepted : job.room.active;
    const path = bodiesPath(job.dir, job.id, accepted);
    const pieces = r.resultBodyBytes(job.form, accepted, limit, job.location, bounds, texts);
    const size = await writeScratch(path, untilStopped(pieces, stopped));
    const [starts, ends] = [Uint32Array.from(bounds.starts), Uint32Array.from(bounds.ends)];
    return { path, size, starts, ends };
  };
  return { active: await bodies(false), accepted: await bodies(true) };
}

/** One piece of work for a renderer: a probe run's sections, its SARIF bodies, or both. */
export interface AheadJob {
  sections?: SectionsJob;
  sarif?: SarifJob;
}

export interface AheadMade {
  sections?: MadeSections;
  bodies?: MadeBodies;
}

/** Does `job` (sections first); `stopped` ends it early. */
export async function renderJob(
  job: AheadJob,
  r: Renderers,
  stopped: () => boolean,
): Promise<AheadMade> {
  const made: AheadMade = {};
  if (job.sections) made.sections = await renderSections(job.sections, r, stopped);
  if (job.sarif) made.bodies = await renderSarifBodies(job.sarif, r, stopped);
  return made;
}

/** What was rendered ahead of one probe run (render-ahead.ts). */
export interface Part {
  /** The probe run the sections were rendered from: used for this object only. */
  run: ProbeRunReport;
  /** Scratch file and its size, by format. */
  files: MadeSections;
  /** SARIF result bodies, of active and of accepted cases. */
  sarif?: MadeBodies;
  /** The job summary's first table rows (in this thread: kept in memory). */
  rows?: KnownRows;
}
