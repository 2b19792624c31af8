import { describe, expect, it } from 'vitest';
import { lookGate, RETRY_FALSE_PASS } from '../../../src/scan/retry/sequential.js';
import { DEFAULT_GATE } from '../../support/gate-config.js';

// retry-failed as a sequential design: each look's level, fixed before the first run.
describe('lookGate', () => {
  it('without retries the gate is as configured', () => {
    expect(lookGate(DEFAULT_GATE, 0, 0)).toBe(DEFAULT_GATE);
  });
  it('under bound, splits the one-sided level over the N + 1 looks', () => {
    const bound = { ...DEFAULT_GATE, gateOn: 'bound' as const, confidence: 0.95 };
    for (const n of [1, 2, 3]) {
      for (let look = 0; look <= n; look++) {
        const g = lookGate(bound, n, look);
        expect(g.gateOn).toBe('bound');
        expect((1 - g.confidence) / 2).toBeCloseTo(0.025 / (n + 1), 12);
      }
    }
  });
  it('under point, the first look is the point estimate; retries need the bound to clear', () => {
    const point = { ...DEFAULT_GATE, gateOn: 'point' as const };
    expect(lookGate(point, 3, 0)).toBe(point);
    for (const n of [1, 2, 3]) {
      const g = lookGate(point, n, 1);
      expect(g.gateOn).toBe('bound');
      // N retry looks of RETRY_FALSE_PASS / N each: at most RETRY_FALSE_PASS in all.
      expect(((1 - g.confidence) / 2) * n).toBeCloseTo(RETRY_FALSE_PASS, 12);
    }
  });
});
