/**
 * The render worker: renders probe runs' sections ahead in a thread of its own, so
 * the scan's thread only parses while the run downloads. Started by RenderAhead from the
 * worker's bundle (worker-entry.ts); a job comes as an {@link AheadJob} with a sequence
 * number, and each answer says what was made or why nothing was. Both sides check what they
 * receive (zod): a message that does not fit is a failed job, and a failed job only means the
 * probe run is rendered at the end.
 */
import { parentPort } from 'node:worker_threads';
import { z } from 'zod';
import type { ProbeRunReport } from '../model.js';
import { loadRenderers, renderJob, type AheadJob, type AheadMade } from './sections.js';

const probeRun = z.custom<ProbeRunReport>(
  (v) =>
    typeof v === 'object' && v !== null && Array.isArray((v as ProbeRunReport).failedTestCases),
  'a probe run',
);
const room = z.object({ active: z.number().int().min(0), accepted: z.number().int().min(0) });

/** What the scan's thread sends: a job and its number. */
export const JobMessage = z.object({
  seq: z.number().int(),
  job: z.object({
    sections: z
      .object({
        id: z.number().int(),
        form: probeRun,
        formats: z.array(z.enum(['json', 'junit', 'md'])),
        dir: z.string().min(1),
        timestamp: z.string().optional(),
      })
      .optional(),
    sarif: z
      .object({
        id: z.number().int(),
        form: probeRun,
        dir: z.string().min(1),
        location: z.record(z.string(), z.unknown()),
        room,
      })
      .optional(),
  }),
});

const file = z.object({ path: z.string(), size: z.number().int().min(0) });
const bodies = file.extend({ starts: z.instanceof(Uint32Array), ends: z.instanceof(Uint32Array) });

/** What the worker answers: what was made, or why nothing was. */
export const AnswerMessage = z.union([
  z.object({
    seq: z.number().int(),
    made: z.object({
      sections: z.partialRecord(z.enum(['json', 'junit', 'md']), file).optional(),
      bodies: z.object({ active: bodies, accepted: bodies }).optional(),
    }),
  }),
  z.object({ seq: z.number().int(), error: z.string() }),
]);

/**
 * Freezes the label sets of a job's probe run. The copy keeps the sharing of the scan's
 * probe run (one set per distinct set, frozen: collect.ts) but not the freezing, and the
 * renderers make what a set shows once only for a frozen one (perFrozen in report/format.ts):
 * without it the worker's Markdown rows took 3.7 times as long as the scan's thread's, and a
 * probe run of 1,700 failed cases took 33.5-36.2 ms in the worker against 26.3-29.2 with it.
 */
function freezeLabels(job: AheadJob): void {
  for (const form of [job.sections?.form, job.sarif?.form])
    for (const tc of form?.failedTestCases ?? []) Object.freeze(tc.redTeamerLabels);
}

/** The worker's side: does the jobs one after the other, as they come. */
export function serveRenderJobs(): void {
  const port = parentPort;
  if (!port) throw new Error('the render worker runs only as a worker thread');
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (message: unknown) => {
    queue = queue.then(async () => {
      const parsed = JobMessage.safeParse(message);
      const seq = (message as { seq?: unknown } | null)?.seq;
      if (!parsed.success) {
        port.postMessage({ seq: typeof seq === 'number' ? seq : -1, error: 'an invalid job' });
        return;
      }
      try {
        const job = parsed.data.job as AheadJob;
        freezeLabels(job);
        const made: AheadMade = await renderJob(job, await loadRenderers(), () => false);
        // The bodies' bounds are moved, not copied.
        const moved = made.bodies
          ? [made.bodies.active, made.bodies.accepted].flatMap((b) => [
              b.starts.buffer as ArrayBuffer,
              b.ends.buffer as ArrayBuffer,
            ])
          : [];
        port.postMessage({ seq: parsed.data.seq, made }, moved);
      } catch (err) {
        port.postMessage({ seq: parsed.data.seq, error: (err as Error).message });
      }
    });
  });
}
