/**
 * What rendering ahead keeps in scratch files, checked before it is used (render-ahead.ts):
 * a probe run equal to the one the sections were rendered from, files of the size written.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { FailedTestCase, ProbeRunReport } from '../report/model.js';

/** Bytes `from` to `to` of a file, read into the start of `into`; throws when it holds fewer. */
export function readRange(path: string, into: Buffer, from: number, to: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    for (let at = 0, n; at < to - from; at += n)
      if ((n = readSync(fd, into, at, to - from - at, from + at)) === 0)
        throw new Error(`${path} changed while it was kept`);
    return into.subarray(0, to - from);
  } finally {
    closeSync(fd);
  }
}

export function sizeOf(path: string): number | null {
  try {
    return statSync(path).size;
  } catch {
    return null;
  }
}

/** The same keys in the same order (the order shows in the reports; deep equality ignores it). */
function sameKeyOrder(a: object, b: object): boolean {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
}

function sameCase(a: FailedTestCase, b: FailedTestCase): boolean {
  return (
    a === b ||
    (isDeepStrictEqual(a, b) &&
      sameKeyOrder(a, b) &&
      sameKeyOrder(a.redTeamerLabels, b.redTeamerLabels))
  );
}

/** Whether two probe runs render the same: equal fields, and the same or equal test cases. */
export function sameProbeRun(a: ProbeRunReport, b: ProbeRunReport): boolean {
  if (a === b) return true;
  const { failedTestCases: ca, ...ha } = a;
  const { failedTestCases: cb, ...hb } = b;
  if (ca.length !== cb.length || !isDeepStrictEqual(ha, hb)) return false;
  for (let i = 0; i < ca.length; i += 1)
    if (!sameCase(ca[i] as FailedTestCase, cb[i] as FailedTestCase)) return false;
  return true;
}
