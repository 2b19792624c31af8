/**
 * The package as a user installs it: `npm pack`, then `npx --yes ./probe-gate-<version>.tgz demo`
 * in an empty folder with no network (offline npm, a private empty cache, an unreachable
 * registry). The tarball holds only what users run, and installing it pulls in no dependency:
 * the bundles are self-contained.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST_ROOT } from '../support/dist.js';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  files: string[];
};

let work: string;
let tarball: string;
let packed: string[];

/** npm with no network: offline, a private cache and a registry nothing listens on. */
function offlineEnv(cache: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env)) if (/^npm_/i.test(k)) delete env[k];
  return {
    ...env,
    npm_config_cache: cache,
    npm_config_offline: 'true',
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    CI: '',
  };
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'pg-pack-'));
  // A copy of the tracked tree with the bundles under test (PROBE_GATE_DIST) as dist/.
  const stage = join(work, 'stage');
  const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => f !== '' && !f.startsWith('dist/') && existsSync(f));
  for (const f of tracked) {
    mkdirSync(join(stage, dirname(f)), { recursive: true });
    cpSync(f, join(stage, f));
  }
  cpSync(DIST_ROOT, join(stage, 'dist'), { recursive: true });
  const out = execFileSync(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', work],
    { cwd: stage, encoding: 'utf8', env: offlineEnv(join(work, 'cache-pack')) },
  );
  const info = (JSON.parse(out) as { filename: string; files: { path: string }[] }[])[0]!;
  tarball = join(work, info.filename);
  packed = info.files.map((f) => f.path);
});

describe('npm package', () => {
  it('has no runtime dependencies: the bundles carry what they use', () => {
    expect(pkg.dependencies ?? {}).toEqual({});
  });

  it('ships only the bundles, action.yml, README, LICENSE and the report schema', () => {
    expect(tarball.endsWith(`${pkg.name}-${pkg.version}.tgz`)).toBe(true);
    const allowed = (p: string): boolean =>
      p.startsWith('dist/') ||
      [
        'action.yml',
        'README.md',
        'LICENSE',
        'package.json',
        'src/report/schema/report.schema.json',
      ].includes(p);
    expect(packed.filter((p) => !allowed(p))).toEqual([]);
    for (const must of [
      'dist/cli/index.js',
      'dist/index.js',
      'dist/post/index.js',
      'action.yml',
      'README.md',
      'LICENSE',
      'src/report/schema/report.schema.json',
    ])
      expect(packed).toContain(must);
    // Three bundles and their chunks (about 100 files: the selftest's sandbox chunks, and 24 of
    // OpenTelemetry's, loaded only when tracing is on, whose per-platform machine-id modules are
    // chunks of their own): nothing else slips in unnoticed.
    expect(packed.length).toBeLessThan(115);
  });

  it('runs the demo with `npx --yes ./<tarball> demo` in an empty folder, offline, installing nothing else', () => {
    const empty = join(work, 'empty');
    mkdirSync(empty);
    cpSync(tarball, join(empty, 'probe-gate.tgz'));
    const cache = join(work, 'cache-npx');
    const r = spawnSync('npx', ['--yes', './probe-gate.tgz', 'demo', '--out', 'reports'], {
      cwd: empty,
      encoding: 'utf8',
      env: offlineEnv(cache),
      timeout: 90_000,
    });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(r.stdout).toMatch(/Verdict: (PASS|FAIL)/i);
    expect(existsSync(join(empty, 'reports', 'probe-gate-report.json'))).toBe(true);
    // npx installed the tarball into its cache: probe-gate alone, no dependency beside it.
    const npxRoot = join(cache, '_npx');
    const installs = readdirSync(npxRoot);
    expect(installs).toHaveLength(1);
    const modules = readdirSync(join(npxRoot, installs[0]!, 'node_modules')).filter(
      (n) => !n.startsWith('.'),
    );
    expect(modules).toEqual(['probe-gate']);
  });

  // `npx --yes /abs/path.tgz` runs the path itself as a command (npm exec's rule for a path),
  // so the shell refuses the tarball with exit 126: the README gives the forms that install it.
  it.each([
    ['file:<absolute path>', (abs: string) => ['--yes', `file:${abs}`, '--version']],
    [
      '--package <absolute path>',
      (abs: string) => ['--yes', '--package', abs, 'probe-gate', '--version'],
    ],
  ])('runs from an absolute path as the README says: %s', (name, args) => {
    const cache = join(work, `cache-abs-${name.startsWith('file') ? 'file' : 'package'}`);
    const r = spawnSync('npx', args(tarball), {
      cwd: mkdtempSync(join(work, 'abs-')),
      encoding: 'utf8',
      env: offlineEnv(cache),
      timeout: 90_000,
    });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });
});
