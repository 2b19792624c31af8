/**
 * The framework items in the Markdown file, job summary and PR comment over the hostile
 * corpus: every string of `compliance[]` is shown as text (no link, image, HTML or mention).
 */
import { describe, expect, it } from 'vitest';
import { renderComment } from '../../../src/report/markdown/comment.js';
import { renderMarkdown } from '../../../src/report/markdown/markdown.js';
import { renderSummary } from '../../../src/report/markdown/summary.js';
import { markdownProblems, parseGfm } from '../../fixtures/report/gfm.js';
import { HOSTILE_STRINGS } from '../../fixtures/report/hostile-strings.js';
import { ourUrls } from '../../fixtures/report/untrusted.js';
import { auditReport, fillAudit } from './audit-fixture.js';

const BASE = auditReport();

describe('framework items in Markdown', () => {
  it('show the matrix and the note that the mapping is ours', () => {
    const md = renderMarkdown(BASE);
    expect(md).toContain('### Framework items');
    expect(md).toContain('| `owasp-llm@2026` |');
    expect(md).toContain('**tests for**');
  });

  it.each([0, 1, 2, 3])(
    'render hostile text as text in the file, summary and comment (a different string per field, offset %i)',
    (offset) => {
      let n = offset;
      const next = (): string => HOSTILE_STRINGS[n++ % HOSTILE_STRINGS.length]![1];
      const report = fillAudit(BASE, next);
      expect(n - offset).toBeGreaterThanOrEqual(HOSTILE_STRINGS.length);
      const urls = ourUrls(report);
      for (const md of [renderMarkdown(report), renderSummary(report), renderComment(report)])
        expect(markdownProblems(parseGfm(md), urls)).toEqual([]);
    },
  );
});
