/**
 * `fail-on-framework` as a property: over random runs (probes of the sandbox catalogue with
 * random counts), random evidence rules and random listed items, the gate fails if and only
 * if a listed item is non-compliant; when a listed item cannot be told (inconclusive, not
 * tested) the verdict is never one that exits 0, even with the check warn-only.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '../../src/compliance/data/index.js';
import { frameworkKey } from '../../src/compliance/types.js';
import { complianceOf } from '../../src/compliance/verdicts.js';
import { evaluateGate, type GateInput } from '../../src/scan/verdict/gate.js';
import { exitCodeFor } from '../../src/scan/verdict/exit-codes.js';
import { flattenCatalogue } from '../../src/scan/run/probe-selection.js';
import { predefinedProbesView } from '../../src/sandbox/data/catalogue.js';
import { DEFAULT_GATE } from '../support/gate-config.js';

const catalogue = flattenCatalogue(predefinedProbesView()).filter((p) => p.active);
const allItems = FRAMEWORKS.flatMap((f) =>
  f.items.map((i) => ({ key: frameworkKey(f), id: i.id })),
);

const runArb = fc.uniqueArray(
  fc.record({
    index: fc.nat({ max: catalogue.length - 1 }),
    passed: fc.nat({ max: 40 }),
    failed: fc.oneof(fc.constant(0), fc.nat({ max: 5 })),
    errors: fc.oneof(fc.constant(0), fc.nat({ max: 30 })),
  }),
  { minLength: 0, maxLength: 12, selector: (r) => r.index },
);

describe('fail-on-framework (property)', () => {
  it('fails iff a listed item is non-compliant; never exit 0 when one cannot be told', () => {
    fc.assert(
      fc.property(
        runArb,
        fc.uniqueArray(fc.nat({ max: allItems.length - 1 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(0, 5, 20),
        fc.boolean(),
        fc.boolean(),
        (runs, listed, minSamples, warnOnly, judgeable) => {
          const probes = runs.map((r) => ({
            ...catalogue[r.index]!,
            passed: r.passed,
            failed: r.failed,
            errors: r.errors,
            accepted: 0,
            ignored: 0,
          }));
          const compliance = complianceOf(probes, {
            minSamples,
            countAcceptedRisk: false,
            judgeable,
          });
          const groups = new Map<string, string[]>();
          for (const n of listed) {
            const it = allItems[n]!;
            groups.set(it.key, [...(groups.get(it.key) ?? []), it.id]);
          }
          const failOnFramework = [...groups].map(([key, items]) => ({ key, items }));
          const sum = (k: 'passed' | 'failed' | 'errors') => probes.reduce((n, p) => n + p[k], 0);
          const input: GateInput = {
            runState: 'completed',
            timedOut: false,
            overallScore: 50,
            categories: {},
            baseline: null,
            processed: sum('passed') + sum('failed') + sum('errors') || 1,
            passed: sum('passed'),
            failed: sum('failed'),
            errors: sum('errors'),
            accepted: 0,
            ignored: 0,
            compliance,
          };
          const gate = evaluateGate(input, {
            ...DEFAULT_GATE,
            minScore: 0,
            maxErrorRate: null,
            minSamples,
            failOnFramework,
            warnOnly: warnOnly ? ['fail-on-framework'] : [],
          });
          const verdicts = failOnFramework.flatMap((g) =>
            g.items.map(
              (id) =>
                compliance.find((f) => f.key === g.key)!.items.find((i) => i.id === id)!.verdict,
            ),
          );
          const nonCompliant = verdicts.includes('non-compliant');
          const untold = verdicts.some((v) => v === 'inconclusive' || v === 'not-tested');
          if (!warnOnly) expect(gate.verdict === 'fail').toBe(nonCompliant);
          if (warnOnly && nonCompliant && !untold)
            expect(['warn', 'inconclusive']).toContain(gate.verdict);
          if (untold) expect(exitCodeFor(gate.verdict)).not.toBe(0);
          if (exitCodeFor(gate.verdict) === 0 && !warnOnly)
            expect(verdicts.every((v) => v === 'compliant')).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
