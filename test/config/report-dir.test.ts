/** R25: report-dir is made ready, and checked, before any request; what cannot be used is exit 2. */
import {
  mkdirSync,
  mkdtempSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfigAndFiles } from '../../src/config/config.js';
import { ConfigError } from '../../src/config/errors.js';
import { prepareReportDir, workspaceOf } from '../../src/config/report-dir.js';
import { describeFailure } from '../../src/runtime/failure.js';

const workspace = (): string => realpathSync(mkdtempSync(join(tmpdir(), 'pg-ws-')));
const problemsOf = async (p: Promise<unknown>): Promise<string[]> => {
  const err = await p.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ConfigError);
  return (err as ConfigError).problems;
};

describe('prepareReportDir', () => {
  it('creates a missing folder inside the workspace', async () => {
    const ws = workspace();
    await prepareReportDir(join(ws, 'a', 'b'), { GITHUB_WORKSPACE: ws }, false);
    expect(statSync(join(ws, 'a', 'b')).isDirectory()).toBe(true);
  });

  it('a file in the way: one line naming report-dir', async () => {
    const ws = workspace();
    writeFileSync(join(ws, 'reports'), 'not a folder');
    expect(
      await problemsOf(prepareReportDir(join(ws, 'reports'), { GITHUB_WORKSPACE: ws }, false)),
    ).toEqual([expect.stringMatching(/^report-dir: .* cannot be used .*a file is in the way/)]);
  });

  it('a symbolic link: refused, even one pointing inside the workspace; allowed with the opt-in', async () => {
    const ws = workspace();
    mkdirSync(join(ws, 'real'));
    symlinkSync(join(ws, 'real'), join(ws, 'reports'));
    const env = { GITHUB_WORKSPACE: ws };
    expect(await problemsOf(prepareReportDir(join(ws, 'reports'), env, false))).toEqual([
      expect.stringMatching(/^report-dir: .* is a symbolic link.*report-dir-outside-workspace/),
    ]);
    await expect(prepareReportDir(join(ws, 'reports'), env, true)).resolves.toBeUndefined();
  });

  it('outside the workspace (directly or through a linked parent): refused unless opted in', async () => {
    const ws = workspace();
    const elsewhere = workspace();
    symlinkSync(elsewhere, join(ws, 'out'));
    const env = { GITHUB_WORKSPACE: ws };
    for (const dir of [join(elsewhere, 'reports'), join(ws, 'out', 'reports'), join(ws, '..')])
      expect(await problemsOf(prepareReportDir(dir, env, false))).toEqual([
        expect.stringMatching(/^report-dir: .* outside the workspace/),
      ]);
    await expect(prepareReportDir(join(elsewhere, 'reports'), env, true)).resolves.toBeUndefined();
  });

  it('the workspace is the CI checkout; outside CI only the link rule applies', async () => {
    expect(workspaceOf({ CI_PROJECT_DIR: '/builds/x' })).toBe('/builds/x');
    expect(workspaceOf({})).toBeNull();
    await expect(prepareReportDir(join(workspace(), 'r'), {}, false)).resolves.toBeUndefined();
  });
});

describe('parseConfigAndFiles: a report-dir that cannot be used is bad input (exit 2)', () => {
  it('listed with the other problems, before any request', async () => {
    const ws = workspace();
    writeFileSync(join(ws, 'reports'), 'x');
    const err = await parseConfigAndFiles(
      {
        'api-key': 'k',
        'base-url': 'http://127.0.0.1:1',
        'workspace-id': '1',
        'target-id': '2',
        'report-dir': join(ws, 'reports'),
        'min-score': '200',
        'ignore-file': '',
      },
      { GITHUB_WORKSPACE: ws },
      Date.now(),
    ).catch((e: unknown) => e);
    expect(describeFailure(err).exitCode).toBe(2);
    const lines = describeFailure(err).lines;
    expect(lines.some((l) => l.startsWith('Invalid input: report-dir:'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Invalid input: min-score:'))).toBe(true);
  });
});
