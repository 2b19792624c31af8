import { join, resolve } from 'node:path';

/** Root of the bundles under test: the committed dist/, or PROBE_GATE_DIST when set. */
export const DIST_ROOT = resolve(process.env.PROBE_GATE_DIST || 'dist');
export const DIST = {
  main: join(DIST_ROOT, 'index.js'),
  post: join(DIST_ROOT, 'post', 'index.js'),
  cli: join(DIST_ROOT, 'cli', 'index.js'),
};
