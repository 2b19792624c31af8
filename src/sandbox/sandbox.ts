import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Benchmarks } from './data/benchmarks.js';
import { Chaos, chaosControls } from './sim/chaos.js';
import { createControl } from './control.js';
import { FaultPicker } from './faults.js';
import { resolveOptions } from './options.js';
import type { World } from './route-table.js';
import { seedStore, WORKSPACE_ID } from './data/seed-data.js';
import { createApp } from './server.js';
import { SimClock } from './sim/sim-clock.js';
import { StatsRecorder } from './sim/stats.js';
import { Store } from './store.js';
import type { SandboxHandle, SandboxOptions } from './types.js';

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/**
 * Start the sandbox platform on loopback (by default a free port on
 * 127.0.0.1). Throws SandboxOptionsError for unusable options.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const o = resolveOptions(options);
  const clock = new SimClock(o.clock, o.speed);
  const store = new Store(o.seed);
  const seeded = seedStore(store, clock.now());
  const stats = new StatsRecorder(o.maxLogEntries);
  const closing = new AbortController();
  const world: World = {
    store,
    clock,
    stats,
    echo: { extra: null, text: null },
    benchmarks: new Benchmarks(o.seed, clock.realTime()),
    chaos: new Chaos(() => clock.realTime()),
    closing: closing.signal,
  };
  world.chaos.listLagMs = o.listLagMs;
  const app = createApp({
    world,
    apiKey: o.apiKey,
    statusEndpoint: o.statusEndpoint,
    faults: {
      picker: new FaultPicker(o.faults, o.seed),
      retryAfterSeconds: o.retryAfterSeconds,
      slowMs: o.slowMs,
      closing: closing.signal,
      onFault: (kind) => stats.fault(kind),
    },
  });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await listen(server, o.port, o.host);
  const { port } = server.address() as AddressInfo;
  const host = o.host.includes(':') ? `[${o.host}]` : o.host;
  const targets = {
    vulnerable: seeded.vulnerable as number,
    hardened: seeded.hardened as number,
    broken: seeded.broken as number,
  } as SandboxHandle['targets'];
  let closed: Promise<void> | undefined;
  return {
    baseUrl: `http://${host}:${port}`,
    apiKey: o.apiKey,
    workspaceId: WORKSPACE_ID,
    targets,
    stats,
    control: { ...createControl(world, targets), ...chaosControls(world.chaos) },
    close() {
      closed ??= new Promise<void>((resolve) => {
        closing.abort();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
