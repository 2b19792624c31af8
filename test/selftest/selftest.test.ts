/**
 * `probe-gate selftest` on eight configurations: four effective ones (exit 0: FAIL on the
 * known-bad target, PASS on the known-good one, in every profile) and four inert ones (exit
 * 2, naming each check that cannot fire with its config path).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfigFile } from '../../src/config/file/config-file.js';
import { runSelftest } from '../../src/selftest/selftest.js';

const dir = mkdtempSync(join(tmpdir(), 'pg-selftest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function selftest(name: string, yaml: string) {
  const path = join(dir, `${name}.yml`);
  writeFileSync(path, yaml);
  const file = await readConfigFile(path, '--config');
  expect(file.problems).toEqual([]);
  return runSelftest(file);
}

const EFFECTIVE: [string, string][] = [
  ['the defaults', 'probes: category:Prompt Injection\n'],
  ['a fail-rate limit', 'probes: category:Jailbreak\nmax-fail-rate: 10%\nmin-score: 50\n'],
  [
    'profiles that each gate',
    'probes: category:Prompt Injection\nprofiles:\n  pull_request:\n    min-score: 70\n  schedule:\n    max-fail-rate: 20%\n',
  ],
  [
    'a category threshold and a framework item on what runs',
    'probes: category:Data Leakage\ncategory-min-scores: Data Leakage=80\nfail-on-framework: owasp-llm@2026:LLM08\n',
  ],
];

const INERT: [string, string, string[]][] = [
  ['everything warn-only', 'probes: category:Prompt Injection\nwarn-only: all\n', ['warn-only']],
  [
    'min-score 0',
    'probes: category:Prompt Injection\nmin-score: 0\nmax-error-rate: 1\n',
    ['min-score'],
  ],
  [
    'a threshold on a category never run',
    'probes: category:Prompt Injection\ncategory-min-scores: Jailbreak=70\n',
    ['category-min-scores.Jailbreak'],
  ],
  [
    'a pull-request profile that only warns',
    'probes: category:Prompt Injection\nprofiles:\n  pull_request:\n    warn-only: all\n',
    ['profiles.pull_request.warn-only'],
  ],
];

describe.concurrent('probe-gate selftest', () => {
  it.each(EFFECTIVE)('%s: FAIL on known-bad, PASS on known-good, exit 0', async (name, yaml) => {
    const r = await selftest(name.replace(/\W+/g, '-'), yaml);
    expect(r.lines.join('\n')).not.toContain('cannot fire');
    for (const p of r.profiles)
      expect([p.profile, p.bad, p.good]).toEqual([p.profile, 'fail', 'pass']);
    expect(r.exitCode).toBe(0);
  });

  it.each(INERT)(
    '%s: exit 2 naming the inert check by its config path',
    async (name, yaml, paths) => {
      const r = await selftest(name.replace(/\W+/g, '-'), yaml);
      expect(r.exitCode).toBe(2);
      const named = r.profiles.flatMap((p) => p.inert.map((c) => c.path));
      for (const path of paths) expect(named).toContain(path);
      for (const path of paths) expect(r.lines.join('\n')).toContain(`cannot fire: ${path}:`);
    },
  );
});
