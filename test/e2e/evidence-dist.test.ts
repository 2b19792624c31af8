/**
 * The evidence model through the built bundles, as a runner and a shell run them: answers
 * that contradict themselves end in `error` (exit 3) with the `verdict` output set and no
 * score, in the Action and in the CLI; a trigger answer naming another target's run is
 * corrected to the run the scan created.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import type { TargetQuirks } from '../../src/sandbox/sim/quirks.js';
import { DIST } from '../support/dist.js';
import { triggerOther } from '../scan/verdict/verdict-support.js';
import { startMutatingProxy } from '../soak/mutating-proxy.js';
import { actionEnv, parseCommandFile, runBundle, runnerFiles } from './runner.js';

const API_KEY = 'pg-e2e-evidence-key-0123456789abcdef';
let sb: SandboxHandle;
let roles = 0;

beforeAll(async () => {
  sb = await startSandbox({ speed: 300, seed: 21, apiKey: API_KEY });
});
afterAll(async () => sb?.close());

function target(quirks: TargetQuirks, vulnerability = 0.02): number {
  const id = sb.control.addTarget({
    role: `evidence-${++roles}`,
    probeIds: [11, 21],
    testCasesPerProbe: 10,
    vulnerability,
  });
  sb.control.setQuirks(id, quirks);
  return id;
}

const INPUTS = {
  'poll-interval-seconds': '1',
  'timeout-minutes': '2',
  'ai-analysis': 'false',
  baseline: 'none',
  'min-score': '50',
};

/** Where a scan goes and what it sets beyond INPUTS. */
interface Aim {
  sandbox?: SandboxHandle;
  baseUrl?: string;
  inputs?: Record<string, string>;
}

async function action(targetId: number, o: Aim = {}) {
  const files = runnerFiles({});
  const box = o.sandbox ?? sb;
  const env = actionEnv(
    {
      'api-key': API_KEY,
      'base-url': o.baseUrl ?? box.baseUrl,
      'workspace-id': String(box.workspaceId),
      'target-id': String(targetId),
      'artifact-name': '',
      'job-summary': 'false',
      comment: 'never',
      'report-dir': 'reports',
      ...INPUTS,
      ...o.inputs,
    },
    files,
  );
  const res = await runBundle(DIST.main, env, files.dir);
  return { ...res, outputs: parseCommandFile(files.output) };
}

async function cli(targetId: number, o: Aim = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'pg-evidence-'));
  const box = o.sandbox ?? sb;
  const flags = Object.entries({ ...INPUTS, ...o.inputs }).flatMap(([k, v]) => [`--${k}`, v]);
  const args = [
    'scan',
    ...['--base-url', o.baseUrl ?? box.baseUrl, '--workspace-id', String(box.workspaceId)],
    ...['--target-id', String(targetId), '--report-dir', join(dir, 'reports')],
    ...['--outputs-file', join(dir, 'outputs.txt'), ...flags],
  ];
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, PROBE_API_KEY: API_KEY };
  const res = await runBundle(DIST.cli, env, dir, undefined, args);
  return { ...res, outputs: nameValueLines(join(dir, 'outputs.txt')) };
}

/** The CLI's `--outputs-file`: `name=value` lines. */
function nameValueLines(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const pairs = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.includes('='))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]);
  return Object.fromEntries(pairs) as Record<string, string>;
}

const CASES: [string, TargetQuirks, RegExp][] = [
  [
    'passed + failed + errors above the total',
    { passedOverTotal: 7 },
    /against a total of 10 \(invariant counts-within-total\)/,
  ],
  [
    'a COMPLETED run whose probe runs ended CANCELLED',
    { cancelProbeRunsAfter: 3 },
    /ended CANCELLED after 3 of 10 test cases: the rest never ran \(invariant probe-run-completed\)/,
  ],
  ['a status answer for another run', { statusTestRunId: 424_242 }, /answered for test run 424242/],
];

/**
 * Fixed outcomes for both probes: `failed` of 10 cases fail, none errs. Seeded draws depend on
 * the order in which side-by-side cases reach the sandbox; fixed ones do not.
 */
function fixed(failed: number): TargetQuirks {
  return { fixedOutcomes: { 11: { failed }, 21: { failed } } };
}

/** Runs the sandbox created for `targetId`, oldest first. */
function createdFor(targetId: number): number[] {
  return sb.stats.testRunsCreated.filter((r) => r.targetId === targetId).map((r) => r.id);
}

// Every case has targets of its own, so the cases run side by side.
describe.concurrent.each([
  ['the Action', action],
  ['the CLI', cli],
])('%s', (_name, scan) => {
  it.each(CASES)('%s: error, exit 3, the verdict output set, no score', async (_c, quirks, why) => {
    const res = await scan(target(quirks));
    expect(res.code).toBe(3);
    expect(`${res.stdout}${res.stderr}`).toMatch(why);
    expect(res.outputs.verdict).toBe('error');
    expect(res.outputs['overall-score']).toBe('');
  });

  it("a trigger answer naming another target's run: the run created is followed", async () => {
    const other = target({}, 0.01);
    const foreign = await triggerOther(sb, other, 'another pipeline');
    const id = target({ triggerAnswer: foreign, ...fixed(7) });
    const res = await scan(id);
    const created = createdFor(id);
    expect(created).toHaveLength(1);
    expect(res.outputs['test-run-id']).toBe(String(created[0]));
    expect(res.outputs.verdict).toBe('fail');
    expect(res.code).toBe(1);
    expect(sb.stats.cancels[foreign]).toBeUndefined();
  });

  it('a detail that stays behind the final status: error at the deadline, exit 3', async () => {
    const res = await scan(target({ laggingDetailReads: 1_000 }), {
      inputs: { 'timeout-minutes': '0.1' },
    });
    expect(res.code).toBe(3);
    expect(`${res.stdout}${res.stderr}`).toMatch(/\(invariant probe-run-final\)/);
    expect(res.outputs.verdict).toBe('error');
  });

  it('one probe listed in place of the others: error at the deadline, exit 3', async () => {
    const res = await scan(target({ repeatFirstProbeRun: true }), {
      inputs: { 'timeout-minutes': '0.1', probes: '11,21' },
    });
    expect(res.code).toBe(3);
    expect(`${res.stdout}${res.stderr}`).toMatch(
      /none yet for probe 21\) \(invariant probe-coverage\)/,
    );
  });

  it.each<[string, TargetQuirks, RegExp]>([
    [
      'passed, processed and total raised together',
      { inflatePassed: 50 },
      /\(invariant counts-match-cases\)/,
    ],
    ['an unknown test-case status', { firstCaseStatus: 'UNDECIDED' }, /"UNDECIDED"/],
  ])('%s: error at the deadline, exit 3', async (_c, quirks, why) => {
    const res = await scan(target(quirks, 0.4), { inputs: { 'timeout-minutes': '0.1' } });
    expect(res.code).toBe(3);
    expect(`${res.stdout}${res.stderr}`).toMatch(why);
    expect(res.outputs.verdict).toBe('error');
  });

  it("a cached trigger answer naming the target's previous run: the new run is judged", async () => {
    const id = target(fixed(0));
    const first = await scan(id);
    expect(first.outputs.verdict).toBe('pass');
    sb.control.setQuirks(id, { triggerAnswer: 'previous', ...fixed(7) });
    const res = await scan(id);
    const created = createdFor(id);
    expect(created).toHaveLength(2);
    expect(res.outputs['test-run-id']).toBe(String(created[1]));
    expect(res.outputs['test-run-id']).not.toBe(first.outputs['test-run-id']);
    expect(res.code).toBe(1);
  });

  it.each<['upper' | number]>([['upper'], [30]])(
    'a lost trigger answer with names shown %s: one run, found by its name',
    async (how) => {
      let triggers = 0;
      const proxy = await startMutatingProxy(sb.baseUrl, (req) =>
        req.endpoint === 'triggerTestRun' && ++triggers === 1
          ? { kind: 'reset-after' }
          : { kind: 'pass' },
      );
      try {
        const id = target({ showNames: how, ...fixed(9) });
        const res = await scan(id, { baseUrl: proxy.baseUrl });
        const created = createdFor(id);
        expect(created).toHaveLength(1);
        expect(res.outputs['test-run-id']).toBe(String(created[0]));
        expect(res.code).toBe(1);
      } finally {
        await proxy.close();
      }
    },
  );

  it("no status endpoint: the target's score is not this run's, the score check is open", async () => {
    const plain = await startSandbox({
      speed: 300,
      seed: 22,
      apiKey: API_KEY,
      statusEndpoint: false,
    });
    try {
      const res = await scan(plain.targets.hardened as number, { sandbox: plain });
      expect(res.code).toBe(5);
      expect(res.outputs.verdict).toBe('inconclusive');
      expect(res.outputs['overall-score']).toBe('');
    } finally {
      await plain.close();
    }
  });
});
