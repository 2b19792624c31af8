import type { GateConfig } from '../../config/config.js';
import type { ComplianceFramework } from '../../report/model.js';
import type { Evaluated } from './evaluated.js';

/**
 * `fail-on-framework`: one check per listed item. Fails when the item is non-compliant; open
 * (inconclusive, never a pass) when it is inconclusive or was not tested; passes only when
 * compliant. Without item verdicts (no per-probe detail) every listed item is open.
 */
export function frameworkCheck(
  i: { compliance?: ComplianceFramework[] | null },
  c: Pick<GateConfig, 'failOnFramework'>,
): Evaluated[] {
  return c.failOnFramework.flatMap((group) =>
    group.items.map((itemId): Evaluated => {
      const id = `fail-on-framework:${group.key}:${itemId}`;
      const framework = (i.compliance ?? []).find((f) => f.key === group.key);
      const item = framework?.items.find((x) => x.id === itemId);
      const label = `${itemId}:${group.key.split('@')[1] ?? ''}${item ? ` ${item.name}` : ''}`;
      if (!item)
        return {
          id,
          threshold: 'compliant',
          actual: null,
          status: 'fail',
          inconclusive: true,
          message: `${label} has no item verdict (no per-probe results): it cannot be told.`,
        };
      const base = { id, threshold: 'compliant', actual: item.verdict };
      if (item.verdict === 'compliant')
        return { ...base, status: 'pass', message: `${label} is compliant: ${item.reason}` };
      if (item.verdict === 'non-compliant')
        return { ...base, status: 'fail', message: `${label} is non-compliant: ${item.reason}` };
      return {
        ...base,
        status: 'fail',
        inconclusive: true,
        message: `${label} is ${item.verdict}: ${item.reason}`,
      };
    }),
  );
}
