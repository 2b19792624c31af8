/**
 * Where the render worker's bundle is (src/render-worker.ts). Set by the entries that
 * ship one beside them (dist/index.js, dist/cli/index.js); unset (running from source, as the
 * unit tests do) probe runs are rendered ahead in the scan's own thread.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let file: string | null = null;

/** The worker's bundle: `dist/render-worker/index.js` from an entry `up` levels below `dist`. */
export function shipRenderWorker(entryUrl: string, up: 0 | 1): void {
  const dist = join(dirname(fileURLToPath(entryUrl)), ...Array<string>(up).fill('..'));
  file = join(dist, 'render-worker', 'index.js');
}

/** The worker's bundle, or null when none was set. */
export function renderWorkerFile(): string | null {
  return file;
}
