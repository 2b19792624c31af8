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

/** Self time by function (largest first) between `fromUs` and `toUs`; `(idle)` included. */
export function windowCosts(dir: string, fromUs: number, toUs: number): Cost[] {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  const p = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const label = (n: ProfileNode): string => {
    const f = n.callFrame;
    const where = f.url ? ` ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}` : '';
    return `${f.functionName || '(anonymous)'}${where}`;
  };
  const self = new Map<string, number>();
  let t = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    // A sample's time is the sum of the deltas up to it; it stands until the next one.
    t += p.timeDeltas[i] ?? 0;
    if (t < fromUs || t >= toUs) continue;
    const node = byId.get(p.samples[i] as number);
    if (!node) continue;
    const key = label(node);
    self.set(key, (self.get(key) ?? 0) + (p.timeDeltas[i + 1] ?? 0) / 1000);
  }
  return [...self.entries()]
    .map(([name, ms]) => ({ name, ms: Math.round(ms * 10) / 10 }))
    .sort((a, b) => b.ms - a.ms);
}
