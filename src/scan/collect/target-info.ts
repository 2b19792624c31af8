import { type CallOptions, isCredentialError, type PlatformClient } from '../../api/index.js';
import type { Report } from '../../report/model.js';
import { flattenCatalogue, type CatalogueProbe } from '../run/probe-selection.js';

/** What the reports need to know about the target and the probes beyond the run itself. */
export interface TargetInfo {
  name: string | null;
  /** Probe id to catalogue entry (name, category). */
  catalogue: Map<number, CatalogueProbe>;
  /** Probe id to the target type's weight for it. */
  weights: Map<number, string>;
}

/**
 * Reads the target (docs/platform.md 4.3), target types (4.5) and catalogue (4.20) in parallel;
 * each failure is a warning.
 */
export async function fetchTargetInfo(
  client: PlatformClient,
  ws: number,
  targetId: number,
  warnings: string[],
  call: CallOptions = {},
): Promise<TargetInfo> {
  const soft = async <T>(what: string, p: Promise<T>): Promise<T | null> => {
    try {
      return await p;
    } catch (err) {
      if (isCredentialError(err)) throw err;
      if (call.signal?.aborted) throw call.signal.reason;
      warnings.push(`${what} could not be read (${(err as Error).message}).`);
      return null;
    }
  };
  const [target, types, categories] = await Promise.all([
    soft('The target', client.getTarget(ws, targetId, call)),
    soft('Target types', client.listTargetTypes(call)),
    soft('The probe catalogue', client.listPredefinedProbes(call)),
  ]);
  const catalogue = new Map((categories ? flattenCatalogue(categories) : []).map((p) => [p.id, p]));
  const weights = new Map<number, string>();
  const presetId = target?.settings?.targetPresetId ?? null;
  const type = presetId ? types?.find((t) => t.id === presetId) : undefined;
  for (const d of type?.details ?? []) {
    if (typeof d.probeId === 'number' && typeof d.weight === 'string')
      weights.set(d.probeId, d.weight);
  }
  return { name: target?.settings?.name ?? null, catalogue, weights };
}

/**
 * Reads the target's scores (docs/platform.md 4.6). A missing or out-of-range overall score becomes
 * null (R10); verdict/score-source.ts decides whether they are this run's.
 */
export async function fetchScores(
  client: PlatformClient,
  ws: number,
  targetId: number,
  warnings: string[],
  call: CallOptions = {},
): Promise<Omit<Report['scores'], 'band'>> {
  const empty = {
    overall: null,
    categories: {},
    latestExecutionDate: null,
    simulatedAttacks: null,
    successfulAttacks: null,
  };
  try {
    const s = await client.getTargetScores(ws, targetId, call);
    const overall =
      typeof s.overallScore === 'number' &&
      Number.isFinite(s.overallScore) &&
      s.overallScore >= 0 &&
      s.overallScore <= 100
        ? s.overallScore
        : null;
    if (overall === null)
      warnings.push(
        `The platform returned no valid overall score (${JSON.stringify(s.overallScore ?? null)}).`,
      );
    const categories: Record<string, number> = {};
    for (const [k, v] of Object.entries(s.scores ?? {}))
      if (typeof v === 'number' && Number.isFinite(v)) categories[k] = v;
    return {
      overall,
      categories,
      latestExecutionDate: typeof s.latestExecutionDate === 'string' ? s.latestExecutionDate : null,
      simulatedAttacks: typeof s.simulatedAttacks === 'number' ? s.simulatedAttacks : null,
      successfulAttacks: typeof s.successfulAttacks === 'number' ? s.successfulAttacks : null,
    };
  } catch (err) {
    if (isCredentialError(err)) throw err;
    // Interrupted: not a missing score, the scan stops (never a false ERROR report).
    if (call.signal?.aborted) throw call.signal.reason;
    warnings.push(`The target's scores could not be read (${(err as Error).message}).`);
    return empty;
  }
}
