import { describe, expect, it } from 'vitest';
import { labelsText, perFrozen } from '../../src/report/format.js';

describe('labelsText', () => {
  it('writes keys sorted, remembers a frozen set, and never a set that can still change', () => {
    const open: Record<string, string> = { b: '2', a: '1' };
    expect(labelsText(open)).toBe('a=1, b=2');
    open.c = '3';
    expect(labelsText(open)).toBe('a=1, b=2, c=3');
    const frozen = Object.freeze({ z: '9', y: '8' });
    expect(labelsText(frozen)).toBe('y=8, z=9');
    expect(labelsText(frozen)).toBe('y=8, z=9');
  });
});

describe('perFrozen', () => {
  it('derives once per frozen object, a false answer included, and each time for an open one', () => {
    let calls = 0;
    const isEmpty = perFrozen((v: object): boolean => {
      calls += 1;
      return Object.keys(v).length === 0;
    });
    const frozen = Object.freeze({ a: '1' });
    expect([isEmpty(frozen), isEmpty(frozen), isEmpty(frozen)]).toEqual([false, false, false]);
    expect(calls).toBe(1);
    const open: Record<string, string> = {};
    expect(isEmpty(open)).toBe(true);
    open.a = '1';
    expect(isEmpty(open)).toBe(false);
    expect(calls).toBe(3);
  });
});
