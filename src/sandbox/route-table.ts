import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Benchmarks } from './data/benchmarks.js';
import type { Chaos } from './sim/chaos.js';
import type { FaultKind } from './faults.js';
import type { SimClock } from './sim/sim-clock.js';
import type { EchoState } from './types.js';
import type { StatsRecorder } from './sim/stats.js';
import type { Store } from './store.js';

/** Hono environment of the sandbox app. */
export type AppEnv = { Bindings: HttpBindings; Variables: { fault: FaultKind | null } };
export type AppContext = Context<AppEnv>;

/** Everything route handlers work on. */
export interface World {
  store: Store;
  clock: SimClock;
  benchmarks: Benchmarks;
  stats: StatsRecorder;
  /** Secrets echoed into every text field (control.echoSecrets); off by default. */
  echo: EchoState;
  /** Scripted misbehaviour (list lag, failing cancels, hanging status). */
  chaos: Chaos;
  /** Aborted when the sandbox closes: held answers give up then. */
  closing: AbortSignal;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One endpoint: method, spec-style path template ({param}) and handler. */
export interface RouteDef {
  method: Method;
  path: string;
  handle(c: AppContext): Response | Promise<Response>;
}

/** /a/{b}/c -> /a/:b/c (Hono's syntax). */
export function honoPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

/** Labels requests with their route template, for stats (also when a fault answered first). */
export class RouteMatcher {
  private readonly compiled: { re: RegExp; path: string; methods: Set<string> }[] = [];

  constructor(routes: readonly RouteDef[]) {
    for (const r of routes) {
      let entry = this.compiled.find((e) => e.path === r.path);
      if (!entry) {
        const source = r.path
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/\\?\{\w+\\?\}/g, '[^/]+');
        entry = { re: new RegExp(`^${source}/?$`), path: r.path, methods: new Set() };
        this.compiled.push(entry);
      }
      entry.methods.add(r.method);
    }
    // Literal segments win over parameters (e.g. /test-run/trigger over /test-run/{id}/...).
    this.compiled.sort((a, b) => paramCount(a.path) - paramCount(b.path));
  }

  /** "METHOD /template", or "METHOD *" when no route has this path. */
  label(method: string, path: string): string {
    const hit = this.compiled.find((e) => e.re.test(path));
    return `${method} ${hit ? hit.path : '*'}`;
  }

  /** Distinct path templates with the methods each allows. */
  paths(): { path: string; methods: string[] }[] {
    return this.compiled.map((e) => ({ path: e.path, methods: [...e.methods] }));
  }
}

function paramCount(path: string): number {
  return (path.match(/\{/g) ?? []).length;
}
