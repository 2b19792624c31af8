/** The README leads: short, a workflow early, nothing of the machine or the internals in user text. */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');
const lines = readme.split('\n');

describe('README', () => {
  it('is at most 350 lines, with the first workflow within the first 80', () => {
    expect(lines.length).toBeLessThanOrEqual(350);
    const first = lines.findIndex((l) => l.startsWith('```yaml'));
    expect(first).toBeGreaterThan(-1);
    expect(first + 1).toBeLessThanOrEqual(80);
    expect(lines.slice(first, first + 30).join('\n')).toMatch(/uses: probe-gate\/probe-gate@v0/);
  });

  it('shows no machine path, internal rule number or spec section number', () => {
    expect(readme).not.toMatch(/(^|[\s(`])\/(work|root|home|tmp|Users)\//m);
    expect(readme).not.toMatch(/\bR\d{1,2}\b/);
    expect(readme).not.toMatch(/\(\d+\.\d+\)|section \d|§/);
  });

  it('has both quick-start commands and the exit codes 0-5, 130 and 143', () => {
    expect(readme).toContain('node dist/cli/index.js demo');
    expect(readme).toContain('npm ci && npm test');
    for (const code of ['0', '1', '2', '3', '4', '5', '130 / 143'])
      expect(readme).toMatch(new RegExp(`^\\| ${code} \\|`, 'm'));
  });

  it('points at files that exist (images, examples, docs)', () => {
    for (const m of readme.matchAll(/\]\(((?:docs|examples)\/[^)#\s]*)\)/g))
      expect(existsSync(m[1] as string), m[1]).toBe(true);
    expect(readme).toMatch(/!\[[^\]]+\]\(docs\/pr-comment\.png\)/);
  });

  it('says where the key and the ids come from, and covers every other CI', () => {
    expect(readme).toMatch(/personal access token/);
    expect(readme).toMatch(/\/w\/<workspace-id>\/target\/<target-id>/);
    for (const ci of ['GitLab', 'Jenkins', 'Azure', 'Bitbucket', 'CircleCI'])
      expect(readme).toMatch(new RegExp(`\\*\\*${ci}[^*]*\\*\\*`));
  });
});
