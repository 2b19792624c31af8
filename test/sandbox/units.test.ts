import { describe, expect, it } from 'vitest';
import { hash32, hashUnit, mulberry32, uuidFrom } from '../../src/sandbox/sim/prng.js';
import { SimClock } from '../../src/sandbox/sim/sim-clock.js';
import { RouteMatcher } from '../../src/sandbox/route-table.js';

describe('prng', () => {
  it('mulberry32 is deterministic and uniform enough', () => {
    const a = mulberry32(9);
    const b = mulberry32(9);
    const xs = Array.from({ length: 10_000 }, () => a());
    expect(xs.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => b()));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it('hash32 depends on every part, including order and high bits', () => {
    expect(hash32(1, 2, 3)).toBe(hash32(1, 2, 3));
    expect(hash32(1, 2, 3)).not.toBe(hash32(3, 2, 1));
    expect(hash32(2 ** 32 + 5)).not.toBe(hash32(5));
    expect(hashUnit(4, 5)).toBeLessThan(1);
  });

  it('uuidFrom makes version-4-shaped ids', () => {
    expect(uuidFrom(1, 2)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(uuidFrom(1, 2)).toBe(uuidFrom(1, 2));
    expect(uuidFrom(1, 3)).not.toBe(uuidFrom(1, 2));
  });
});

describe('SimClock', () => {
  it('scales time, changes speed without jumps and maps back to real time', () => {
    let real = 1_000_000;
    const clock = new SimClock(() => real, 10);
    real += 1_000;
    expect(clock.now()).toBe(1_010_000);
    clock.setSpeed(2);
    expect(clock.now()).toBe(1_010_000);
    real += 1_000;
    expect(clock.now()).toBe(1_012_000);
    expect(clock.toReal(1_005_000)).toBe(1_000_500);
    expect(clock.toReal(1_011_000)).toBe(1_001_500);
    expect(clock.toReal(999_000)).toBe(999_000); // before start: identity
    expect(() => clock.setSpeed(0)).toThrow(RangeError);
  });

  it('never goes backwards when the injected clock does', () => {
    let real = 5_000;
    const clock = new SimClock(() => real, 1);
    real = 6_000;
    expect(clock.now()).toBe(6_000);
    real = 5_500;
    expect(clock.now()).toBe(6_000);
  });
});

describe('RouteMatcher', () => {
  it('labels literal paths before parameterised ones', () => {
    const noop = () => new Response();
    const m = new RouteMatcher([
      { method: 'GET', path: '/api/v2/test-run/{testRunId}/status', handle: noop },
      { method: 'POST', path: '/api/v2/test-run/trigger', handle: noop },
      { method: 'GET', path: '/api/x/{id}', handle: noop },
    ]);
    expect(m.label('POST', '/api/v2/test-run/trigger')).toBe('POST /api/v2/test-run/trigger');
    expect(m.label('GET', '/api/v2/test-run/9/status')).toBe(
      'GET /api/v2/test-run/{testRunId}/status',
    );
    expect(m.label('GET', '/api/x/1/y')).toBe('GET *');
  });
});
