/**
 * The audit report (formats: html): valid HTML by html-validate, no script, event handler or
 * javascript: URL over the hostile corpus, a policy that forbids scripts, the JSON report's
 * SHA-256 in the footer, under its byte cap at 250k test cases, and printed to a PDF by
 * headless Chromium with the verdict on its first page.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { afterAll, describe, expect, it } from 'vitest';
import { renderFormat } from '../../../src/report/formats.js';
import { HTML_MAX_BYTES, renderHtml } from '../../../src/report/html/html.js';
import { writeReports } from '../../../src/report/write/files.js';
import { CI_HOSTILE } from '../../fixtures/report/ci-hostile-strings.js';
import { HOSTILE_STRINGS } from '../../fixtures/report/hostile-strings.js';
import { makeLargeReport } from '../../fixtures/report/make-report.js';
import { auditReport, fillAudit } from './audit-fixture.js';

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
const dirs: string[] = [];
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'pg-html-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
}

/** What in the page could run: script elements, event handler attributes, javascript: URLs. */
function active(html: string): string[] {
  const found: string[] = [];
  // Every `<` of untrusted text is escaped, so each `<` here opens one of our own tags.
  for (const tag of html.match(/<[a-zA-Z!/][^>]*>/g) ?? []) {
    if (/^<script\b/i.test(tag)) found.push(tag);
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(tag);
    if (/javascript:/i.test(tag)) found.push(tag);
  }
  return found;
}

const BASE = auditReport();

describe('the audit report', () => {
  it('is valid HTML with every section, a policy forbidding scripts and print styles', async () => {
    const html = renderHtml(BASE, { jsonSha256: 'a'.repeat(64) });
    expect(await htmlErrors(html)).toEqual([]);
    expect(html).toContain(
      `http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'none'`,
    );
    expect(html).toContain('@media print');
    for (const id of [
      'verdict',
      'categories',
      'frameworks',
      'trend',
      'attacks',
      'remediation',
      'audit',
    ])
      expect(html).toContain(`<section id="${id}">`);
    expect(html).toContain('sam@example.test');
    expect(html).toContain('dana@example.test');
    expect(html).toContain('not proof of compliance');
    // The analysis's critical case comes first among the failing attacks.
    const critical = BASE.probeRuns[0]!.failedTestCases.at(-1)!.attackId!;
    const attacks = html.slice(html.indexOf('<section id="attacks">'));
    expect(attacks.indexOf(critical)).toBeLessThan(
      attacks.indexOf('atk-'.concat('5001')) === -1 ? Infinity : attacks.indexOf('atk-5001') + 1,
    );
    expect(active(html)).toEqual([]);
  });

  it.each([0, 1, 2])(
    'over the hostile corpus, a different string in each field (offset %i): valid, nothing that runs',
    async (offset) => {
      let n = offset;
      const next = (): string => HOSTILE_STRINGS[n++ % HOSTILE_STRINGS.length]![1];
      const html = renderHtml(fillAudit(BASE, next), { jsonSha256: 'b'.repeat(64) });
      // Each string of the corpus went into some field.
      expect(n - offset).toBeGreaterThanOrEqual(HOSTILE_STRINGS.length);
      expect(active(html)).toEqual([]);
      expect(await htmlErrors(html)).toEqual([]);
    },
  );

  it('over every hostile string in every field: nothing that runs', () => {
    for (const [name, hostile] of HOSTILE_STRINGS) {
      const html = renderHtml(
        fillAudit(BASE, () => hostile),
        { jsonSha256: 'b'.repeat(64) },
      );
      expect(active(html), name).toEqual([]);
    }
  });

  it('over every CI-hostile string: nothing that runs', () => {
    const CI = Object.values(CI_HOSTILE).flat();
    for (const [name, hostile] of CI) {
      const html = renderHtml(
        fillAudit(BASE, () => hostile),
        { jsonSha256: 'b'.repeat(64) },
      );
      expect(active(html), name).toEqual([]);
    }
  });

  it('has the SHA-256 of the JSON report in its footer, written beside it or not', async () => {
    const dir = tempDir();
    const files = await writeReports(BASE, dir, ['html', 'json']);
    const json = readFileSync(files.json!);
    const sha = createHash('sha256').update(json).digest('hex');
    expect(readFileSync(files.html!, 'utf8')).toContain(`<code id="json-sha256">${sha}</code>`);
    const alone = await writeReports(BASE, tempDir(), ['html']);
    const rendered = createHash('sha256').update(renderFormat(BASE, 'json')).digest('hex');
    expect(rendered).toBe(sha);
    expect(readFileSync(alone.html!, 'utf8')).toContain(sha);
  });

  it('stays under its byte cap at 250k test cases', () => {
    const huge = makeLargeReport(250_000);
    huge.compliance = BASE.compliance;
    const html = renderHtml(huge, { jsonSha256: 'c'.repeat(64) });
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(HTML_MAX_BYTES);
    expect(html).toContain('more failing attacks are in the JSON report');
  }, 60_000);
});

const CHROMIUM =
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p)) ?? null;
const PDFTOTEXT = ['/usr/bin/pdftotext'].find((p) => existsSync(p)) ?? null;

describe.skipIf(CHROMIUM === null)(
  `printed by headless Chromium${CHROMIUM === null ? " (skipped: no chromium installed; .ci/run installs Debian's)" : ''}`,
  () => {
    it('gives a PDF whose first page shows the verdict', () => {
      const dir = tempDir();
      const page = join(dir, 'report.html');
      const pdf = join(dir, 'report.pdf');
      writeFileSync(page, renderHtml(BASE, { jsonSha256: 'd'.repeat(64) }));
      execFileSync(
        CHROMIUM!,
        [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--no-pdf-header-footer',
          `--print-to-pdf=${pdf}`,
          `file://${page}`,
        ],
        { timeout: 60_000, stdio: 'ignore' },
      );
      const bytes = readFileSync(pdf);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      if (PDFTOTEXT === null) return;
      const first = execFileSync(PDFTOTEXT, ['-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' });
      expect(first).toContain('Verdict: FAIL');
    }, 60_000);
  },
);
