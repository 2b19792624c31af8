/**
 * Where a child's CPU time went inside a window: a V8 CPU profile (`node --cpu-prof`) cut to
 * the samples between two instants of the monotonic clock (process.hrtime, µs, the clock the
 * profile's sample times are on), self time summed by function, and the window's idle time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** One function's self time in the window. */
export interface Cost {
  name: string;
  ms: number;
}

type Frame = ProfileNode['callFrame'];

/**
 * Kinds of work, by a frame anywhere on the sample's stack; the first that matches wins. The
 * names are the bundle's and Node's own, so a rename moves time to "other".
 */
const KINDS: [string, (f: Frame) => boolean][] = [
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  [
    'loading and compiling bundle chunks',
    (f) =>
      /^(__nccwpck_require__|loadAndTranslate|compileSourceTextModule|moduleStrategy|#translate|importModuleDynamically)$/.test(
        f.functionName,
      ) ||
      /(module_job|esm\/)/.test(f.url) ||
      (/^\d+$/.test(f.functionName) && /index\.js$/.test(f.url)),
  ],
  [
    'rendering and writing reports',
    (f) => /^(writeChunks|pour|writeJobSummary|render[A-Z]\w*)$/.test(f.functionName),
  ],
  ['checking answers (zod and checks)', (f) => /_zod|^checked|^readChecked/.test(f.functionName)],
  [
    'HTTP client (undici, llhttp)',
    (f) =>
      /^wasm/.test(f.url) ||
      /^(readMore|execute|onHeaders|onBody|BodyReadable|onHeadersComplete|decode|send|attempt|request|resume|_resume)$/.test(
        f.functionName,
      ),
  ],
];

/** Each sample between `fromUs` and `toUs` of the first profile in `dir`, with its stack. */
function* samples(dir: string, fromUs: number, toUs: number) {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  const p = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    // A sample's time is the sum of the deltas up to it; it stands until the next one.
    t += p.timeDeltas[i] ?? 0;
    if (t < fromUs || t >= toUs) continue;
    const stack: Frame[] = [];
    for (let id: number | undefined = p.samples[i]; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (node) stack.push(node.callFrame);
    }
    yield { stack, ms: (p.timeDeltas[i + 1] ?? 0) / 1000 };
  }
}

const sorted = (m: Map<string, number>): Cost[] =>
  [...m.entries()]
    .map(([name, ms]) => ({ name, ms: Math.round(ms * 10) / 10 }))
    .sort((a, b) => b.ms - a.ms);

/** Self time by function (largest first) between `fromUs` and `toUs`; `(idle)` included. */
export function windowCosts(dir: string, fromUs: number, toUs: number): Cost[] {
  const self = new Map<string, number>();
  for (const { stack, ms } of samples(dir, fromUs, toUs)) {
    const f = stack[0];
    if (!f) continue;
    const where = f.url ? ` ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}` : '';
    const key = `${f.functionName || '(anonymous)'}${where}`;
    self.set(key, (self.get(key) ?? 0) + ms);
  }
  return sorted(self);
}

/** Time by kind of work (KINDS, else "other") between `fromUs` and `toUs`, largest first. */
export function windowKinds(dir: string, fromUs: number, toUs: number): Cost[] {
  const by = new Map<string, number>();
  for (const { stack, ms } of samples(dir, fromUs, toUs)) {
    const kind = KINDS.find(([, test]) => stack.some(test))?.[0] ?? 'other';
    by.set(kind, (by.get(kind) ?? 0) + ms);
  }
  return sorted(by);
}
