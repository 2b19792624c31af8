import { describe, expect, it } from 'vitest';
import { labelsText } from '../../src/report/format.js';

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
