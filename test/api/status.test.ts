import { describe, expect, it } from 'vitest';
import {
  isTerminal,
  normalizeCaseStatus,
  normalizeRunStatus,
  type RunState,
} from '../../src/api/index.js';

describe('normalizeRunStatus', () => {
  it.each<[string | null | undefined, RunState]>([
    ['PENDING', 'queued'],
    ['Pending', 'queued'],
    ['QUEUED', 'queued'],
    ['RUNNING', 'running'],
    ['Running', 'running'],
    ['in progress', 'running'],
    ['IN-PROGRESS', 'running'],
    ['COMPLETED', 'completed'],
    ['FINISHED', 'completed'],
    ['Finished', 'completed'],
    ['FAILED', 'failed'],
    ['ERROR', 'failed'],
    ['Error', 'failed'],
    ['CANCELLED', 'cancelled'],
    ['CANCELED', 'cancelled'],
    ['Canceled', 'cancelled'],
    ['  completed  ', 'completed'],
    ['CANCELLING', 'unknown'],
    ['PARTIALLY_COMPLETED', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
    ['__proto__', 'unknown'],
    ['constructor', 'unknown'],
  ])('%j -> %s', (raw, state) => {
    expect(normalizeRunStatus(raw)).toBe(state);
  });

  it('never throws on a non-string from an untyped caller', () => {
    expect(normalizeRunStatus(42 as unknown as string)).toBe('unknown');
  });
});

describe('isTerminal', () => {
  it.each<[RunState, boolean]>([
    ['queued', false],
    ['running', false],
    ['unknown', false],
    ['completed', true],
    ['failed', true],
    ['cancelled', true],
  ])('%s -> %s', (state, terminal) => {
    expect(isTerminal(state)).toBe(terminal);
  });
});

describe('normalizeCaseStatus', () => {
  it.each([
    ['PASSED', 'passed'],
    ['pass', 'passed'],
    ['SUCCESS', 'passed'],
    ['FAILED', 'failed'],
    ['Fail', 'failed'],
    ['ERROR', 'error'],
    ['errored', 'error'],
    ['SKIPPED', 'unknown'],
    [null, 'unknown'],
  ])('%j -> %s', (raw, state) => {
    expect(normalizeCaseStatus(raw)).toBe(state);
  });
});
