/**
 * Gate annotations point at the line that set the check: the workflow step's input, else the
 * config file's key, else line 1 of the file that configures the scan.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOrigins, findKeyLine } from '../../src/runtime/check-origin.js';
import { checkAnnotations } from '../../src/github/check-run.js';
import { makeReport } from '../fixtures/report/index.js';

const WORKFLOW = `name: AI security
on: pull_request
jobs:
  scan:
    runs-on: ubuntu-latest
    steps:
      - uses: probe-gate/probe-gate@v0
        with:
          api-key: \${{ secrets.PROBE_API_KEY }}
          min-score: 70
          config-file: .probe-gate/config.yml
`;
const CONFIG = `# shared settings
max-failed: 3
profiles:
  schedule:
    max-score-drop: 5
`;

function repo(): string {
  const root = mkdtempSync(join(tmpdir(), 'pg-origin-'));
  mkdirSync(join(root, '.github', 'workflows'), { recursive: true });
  mkdirSync(join(root, '.probe-gate'));
  writeFileSync(join(root, '.github', 'workflows', 'ai.yml'), WORKFLOW);
  writeFileSync(join(root, '.probe-gate', 'config.yml'), CONFIG);
  writeFileSync(join(root, '.probe-gate', 'ignore.yml'), 'ignore: []\n');
  return root;
}

describe('where a gate check was set', () => {
  const locate = checkOrigins({
    workflow: '.github/workflows/ai.yml',
    configFile: '.probe-gate/config.yml',
    fallback: '.probe-gate/ignore.yml',
    root: repo(),
  });

  it('the workflow input, else the config key, else line 1 of the configuring file', () => {
    expect(locate('min-score')).toEqual({ path: '.github/workflows/ai.yml', line: 10 });
    expect(locate('max-failed')).toEqual({ path: '.probe-gate/config.yml', line: 2 });
    expect(locate('max-score-drop')).toEqual({ path: '.probe-gate/config.yml', line: 5 });
    expect(locate('max-error-rate')).toEqual({ path: '.probe-gate/ignore.yml', line: 1 });
  });

  it('finds YAML keys and CLI flags, not the same word elsewhere', () => {
    expect(findKeyLine('script:\n  - probe-gate scan --min-score 70\n', 'min-score')).toBe(2);
    expect(findKeyLine('script: probe-gate scan --min-score=70\n', 'min-score')).toBe(1);
    expect(findKeyLine('# raise min-score later\nname: x\n', 'min-score')).toBeNull();
    expect(findKeyLine('max-failed-extra: 1\n', 'max-failed')).toBeNull();
  });

  it('each failed check is annotated where it was set', () => {
    const report = makeReport();
    const failed = report.gate.checks.filter((c) => !c.passed);
    expect(failed.length).toBeGreaterThan(0);
    const annotations = checkAnnotations(report, locate);
    expect(annotations.map((a) => [a.title, a.path, a.start_line, a.end_line])).toEqual(
      failed.map((c) => {
        const at = locate(c.input);
        return [`probe-gate ${c.input}`, at?.path, at?.line, at?.line];
      }),
    );
    expect(annotations.some((a) => a.path === '.probe-gate/ignore.yml' && a.start_line !== 1)).toBe(
      false,
    );
  });
});
