import { type CallOptions, isCredentialError, type PlatformClient } from '../../api/index.js';
import type { Report } from '../../report/model.js';

/** Reads the target's scores (4.6). A missing or out-of-range overall score becomes null (R10); verdict/score-source.ts decides whether they are this run's. */
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
