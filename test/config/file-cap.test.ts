/** R29: every file the user names has a size cap: one line, exit 2, before any request. */
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigFile } from '../../src/cli/config-sources.js';
import { parseConfigAndFiles } from '../../src/config/config.js';
import { readCapped } from '../../src/config/file-cap.js';
import { loadIgnoreFile } from '../../src/config/ignore-file.js';
import { loadTargetConfig } from '../../src/config/target-file.js';
import { describeFailure } from '../../src/runtime/failure.js';

const dir = mkdtempSync(join(tmpdir(), 'pg-caps-'));
/** A sparse file of `bytes` zero bytes: large on paper, nothing on disk. */
function big(name: string, bytes: number): string {
  const path = join(dir, name);
  writeFileSync(path, '');
  truncateSync(path, bytes);
  return path;
}
const MB30 = 30 * 1024 * 1024;

async function oneLine(p: Promise<unknown>): Promise<string> {
  const failure = describeFailure(
    await p.then(
      () => null,
      (e: unknown) => e,
    ),
  );
  expect(failure.exitCode).toBe(2);
  expect(failure.lines).toHaveLength(1);
  return failure.lines[0] as string;
}

describe('files over their cap are refused with one line (exit 2)', () => {
  it('a 30 MB ignore file (it used to end in a V8 out-of-memory abort)', async () => {
    expect(await oneLine(loadIgnoreFile(big('ignore.yml', MB30), Date.now(), []))).toMatch(
      /^Invalid input: ignore-file: ".*ignore\.yml" is 30\.0 MiB, more than the 1\.0 MiB this input accepts/,
    );
  });

  it('a config file and a target file', async () => {
    expect(await oneLine(readConfigFile(big('config.yml', 2 * 1024 * 1024)))).toMatch(
      /^Invalid input: config: .* is 2\.0 MiB, more than the 1\.0 MiB/,
    );
    expect(await oneLine(loadTargetConfig(big('target.yml', MB30), {}))).toMatch(
      /^Invalid input: target-config: .* more than the 1\.0 MiB/,
    );
  });

  it('a baseline report over 64 MiB, checked with the inputs before any request', async () => {
    const line = await oneLine(
      parseConfigAndFiles(
        {
          'api-key': 'k',
          'base-url': 'http://127.0.0.1:1',
          'workspace-id': '1',
          'target-id': '2',
          'ignore-file': '',
          'report-dir': join(dir, 'reports'),
          'report-dir-outside-workspace': 'true',
          'baseline-report': big('baseline.json', 65 * 1024 * 1024),
        },
        {},
        Date.now(),
      ),
    );
    expect(line).toMatch(
      /^Invalid input: baseline-report: .* is 65\.0 MiB, more than the 64\.0 MiB/,
    );
  });

  it('a file that never ends (a device) is cut at the cap, not read into memory', () => {
    expect(() => readCapped('/dev/zero', 'ignore-file', 1024)).toThrow(
      /ignore-file: "\/dev\/zero" is over 1 KiB/,
    );
  });

  it('a file at its cap is read whole', () => {
    const path = join(dir, 'ok.yml');
    writeFileSync(path, 'x'.repeat(1024));
    expect(readCapped(path, 'ignore-file', 1024).length).toBe(1024);
  });
});
