/**
 * The scan's side of the render worker (worker.ts): starts it from its bundle, sends jobs and
 * pairs each answer with its job. The worker never holds the process open, and any failure of
 * it (it could not start, it died, an answer does not fit) fails the jobs waiting and every
 * later one: those probe runs are rendered at the end, as without a worker.
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { madeAsAsked, type AheadJob, type AheadMade } from './sections.js';
import { AnswerMessage } from './worker.js';

/**
 * Why: the worker's new space is where a render's garbage goes; 16 MB keeps its share of the
 * process's memory small (<= 400 MB at 250k test cases) at a few more scavenges.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 16 };

interface Waiting {
  job: AheadJob;
  ok: (made: AheadMade) => void;
  fail: (err: Error) => void;
}

export class RenderWorker {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, Waiting>();
  #seq = 0;
  #failed: Error | null = null;

  private constructor(file: string) {
    this.#worker = new Worker(file, {
      // It needs no environment: nothing of the process's (secrets included) is copied to it.
      env: {},
      stdin: false,
      resourceLimits: WORKER_LIMITS,
    });
    this.#worker.unref();
    this.#worker.on('message', (m: unknown) => this.#answer(m));
    this.#worker.on('error', (err) => this.#fail(err));
    this.#worker.on('messageerror', (err) => this.#fail(err));
    this.#worker.on('exit', (code) => this.#fail(new Error(`the render worker exited (${code})`)));
  }

  /** A worker from the bundle at `file`, or null where there is none (running from source). */
  static start(file: string | null | undefined): RenderWorker | null {
    if (!file || !existsSync(file)) return null;
    return new RenderWorker(file);
  }

  /** Does `job` in the worker; rejects when the worker failed or could not do it. */
  run(job: AheadJob): Promise<AheadMade> {
    if (this.#failed) return Promise.reject(this.#failed);
    const seq = (this.#seq += 1);
    return new Promise<AheadMade>((ok, fail) => {
      this.#waiting.set(seq, { job, ok, fail });
      this.#worker.postMessage({ seq, job });
    });
  }

  #answer(message: unknown): void {
    const parsed = AnswerMessage.safeParse(message);
    if (!parsed.success) return this.#fail(new Error('the render worker sent an invalid answer'));
    const waiting = this.#waiting.get(parsed.data.seq);
    if (!waiting) return;
    this.#waiting.delete(parsed.data.seq);
    if ('error' in parsed.data) return waiting.fail(new Error(parsed.data.error));
    const made = parsed.data.made as AheadMade;
    // Files other than those asked for are never copied into a report.
    if (madeAsAsked(waiting.job, made)) return waiting.ok(made);
    const err = new Error('the render worker sent an invalid answer');
    waiting.fail(err);
    this.#fail(err);
  }

  #fail(err: Error): void {
    this.#failed ??= err;
    for (const waiting of this.#waiting.values()) waiting.fail(this.#failed);
    this.#waiting.clear();
  }

  /** Stops the worker, whatever it is doing (R29); jobs waiting fail. */
  async close(): Promise<void> {
    this.#fail(new Error('the render worker was stopped'));
    await this.#worker.terminate();
  }
}
