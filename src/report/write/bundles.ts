/**
 * Where the render worker's bundle is (worker-entry.ts). Set by the entries that ship one
 * beside them (dist/index.js, dist/cli/index.js); unset (running from source, as the unit
 * tests do) probe runs' parts are made in the scan's own thread.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WriterSetup } from './writer.js';

let file: string | null = null;

/** The bundles beside an entry `up` levels below `dist`: `dist/render-worker/index.js`. */
export function locateBundles(entryUrl: string, up: 0 | 1): void {
  const dist = join(dirname(fileURLToPath(entryUrl)), ...Array<string>(up).fill('..'));
  file = join(dist, 'render-worker', 'index.js');
}

/** The writer's setup for a scan of this process. */
export function writerSetup(): WriterSetup {
  return { worker: file };
}
