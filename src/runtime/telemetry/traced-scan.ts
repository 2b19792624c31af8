/**
 * One trace per scan when OTLP export is asked for (docs/operating.md); otherwise the scan
 * runs as it is and none of the OpenTelemetry code is loaded.
 */
import type { ScanConfig } from '../../config/config.js';
import type { ScanDeps, ScanOutcome } from '../../scan/deps.js';
import { STATE_KEYS } from '../../scan/ports.js';
import { otelEnabled } from './otel-env.js';

/** Runs `scan` with `deps`, traced over OTLP/HTTP when the environment asks for it. */
export async function tracedScan<T extends ScanOutcome>(
  config: ScanConfig,
  deps: ScanDeps,
  scan: (deps: ScanDeps) => Promise<T>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  if (!otelEnabled(env)) return scan(deps);
  const { startScanTelemetry } = await import('./otel.js');
  const telemetry = startScanTelemetry(config, env);
  try {
    const outcome = await scan(telemetry.instrument(deps));
    telemetry.finish({ outcome });
    return outcome;
  } catch (err) {
    telemetry.finish({ error: err, testRunId: deps.state.get(STATE_KEYS.testRunId) });
    throw err;
  } finally {
    await telemetry.shutdown();
  }
}
