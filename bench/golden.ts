/**
 * Golden report bytes of the bench's huge run: each report file's sha256, kept in
 * bench/golden-<size>.sha256, so that a change to the pipeline can show that it writes the
 * same bytes. The run itself is fixed (sandbox seed 7, virtual clock, attached by id); two
 * things vary from one run of the tool to the next and are made fixed before hashing, here
 * only:
 * - the platform's origin (the recording proxy's loopback port) becomes {@link ORIGIN};
 * - the instants the tool takes from its own clock, the report's `generatedAt` and the
 *   run's `finishedAt` as the JSON report gives them, become {@link GENERATED_AT} and
 *   {@link FINISHED_AT} wherever those exact characters occur, in every file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';

export const ORIGIN = 'http://platform.golden';
export const GENERATED_AT = '2000-01-01T00:00:00.000Z';
export const FINISHED_AT = '2000-01-01T00:00:01.000Z';

const ROOT = resolve(import.meta.dirname, '..');

/** Where the sha256 of a size's report files are kept. */
export const goldenFile = (size: string): string => resolve(ROOT, `bench/golden-${size}.sha256`);

/** sha256 of `bytes` with every occurrence of each `[from, to]` pair replaced. */
export function replacedSha256(bytes: Buffer, pairs: readonly [string, string][]): string {
  const needles = pairs
    .filter(([from]) => from.length > 0)
    .map(([from, to]) => [Buffer.from(from), Buffer.from(to)] as const);
  const hash = createHash('sha256');
  let at = 0;
  for (;;) {
    let best = -1;
    let which = 0;
    needles.forEach(([from], i) => {
      const found = bytes.indexOf(from, at);
      if (found !== -1 && (best === -1 || found < best)) [best, which] = [found, i];
    });
    if (best === -1) break;
    const [from, to] = needles[which] as readonly [Buffer, Buffer];
    hash.update(bytes.subarray(at, best)).update(to);
    at = best + from.length;
  }
  return hash.update(bytes.subarray(at)).digest('hex');
}

/** The first ISO instant under `key` in the JSON report's bytes ('' when not found). */
export function instantOf(json: Buffer, key: string): string {
  const quoted = Buffer.from(`"${key}": "`);
  const at = json.indexOf(quoted);
  return at === -1
    ? ''
    : json.subarray(at + quoted.length, at + quoted.length + 24).toString('latin1');
}

/** sha256 of each file (name -> path), with the origin and the generation instant fixed. */
export function goldenHashes(
  paths: Record<string, string>,
  origin: string,
): Record<string, string> {
  const json = Object.entries(paths).find(([name]) => name.endsWith('.json'))?.[1];
  const bytes = json ? readFileSync(json) : Buffer.alloc(0);
  const pairs: [string, string][] = [
    [origin, ORIGIN],
    [instantOf(bytes, 'generatedAt'), GENERATED_AT],
    [instantOf(bytes, 'finishedAt'), FINISHED_AT],
  ];
  const out: Record<string, string> = {};
  for (const [name, path] of Object.entries(paths))
    out[name] = replacedSha256(readFileSync(path), pairs);
  return out;
}

/** Reads a golden file: `<sha256>  <name>` lines, `#` lines are comments. */
export function readGolden(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([0-9a-f]{64}) {2}(\S+)$/.exec(line);
    if (m) out[m[2] as string] = m[1] as string;
  }
  return out;
}

/** Writes a golden file for `size`. */
export function writeGolden(file: string, hashes: Record<string, string>, size: string): void {
  const lines = [
    `# sha256 of the report files of the bench's ${size} run (npm run bench), the platform's`,
    `# origin and the generation instant fixed as bench/golden.ts says. Rewritten by`,
    `# npm run bench -- --only huge --write-golden (${basename(file)}).`,
    ...Object.keys(hashes)
      .sort()
      .map((name) => `${hashes[name]}  ${name}`),
  ];
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/** MATCH / DIFFER / NEW (not in the golden file) / MISSING (not written), per file name. */
export function compareGolden(
  golden: Record<string, string>,
  actual: Record<string, string>,
): Record<string, 'MATCH' | 'DIFFER' | 'NEW' | 'MISSING'> {
  const out: Record<string, 'MATCH' | 'DIFFER' | 'NEW' | 'MISSING'> = {};
  const names = [...new Set([...Object.keys(golden), ...Object.keys(actual)])].sort();
  for (const name of names) {
    const g = golden[name];
    const a = actual[name];
    out[name] =
      g === undefined ? 'NEW' : a === undefined ? 'MISSING' : g === a ? 'MATCH' : 'DIFFER';
  }
  return out;
}
