/** What a gate check makes of its input (gate-checks.ts and the checks it draws on). */
import type { CheckStatus, GateCheck } from '../../report/model.js';

/** One evaluated check; `missing`: the data it needs is missing or invalid, so it fails closed. */
export interface Evaluated {
  id: string;
  threshold: GateCheck['threshold'];
  actual: GateCheck['actual'];
  status: CheckStatus;
  message: string;
  missing?: boolean;
  /** Neither passed nor failed: the evidence leaves it open, so the verdict is inconclusive. */
  inconclusive?: boolean;
}
