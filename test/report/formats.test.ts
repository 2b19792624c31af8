import { describe, expect, it } from 'vitest';
import * as report from '../../src/report/index.js';
import {
  DEFAULT_REPORT_FORMATS,
  isReportFormat,
  reportFormatOf,
  REPORT_FILE_NAMES,
  REPORT_FORMATS,
  renderFormat,
} from '../../src/report/formats.js';
import { renderCodeQuality } from '../../src/report/gitlab/codequality.js';
import { makeReport } from '../fixtures/report/make-report.js';

describe('report formats', () => {
  it('lists the formats and their file names', () => {
    expect(REPORT_FORMATS).toEqual(['md', 'json', 'sarif', 'junit', 'codequality', 'html']);
    expect(DEFAULT_REPORT_FORMATS).toEqual(['md', 'json', 'sarif', 'junit']);
    expect(REPORT_FILE_NAMES).toEqual({
      md: 'probe-gate-report.md',
      json: 'probe-gate-report.json',
      sarif: 'probe-gate-report.sarif',
      junit: 'junit.xml',
      codequality: 'gl-code-quality-report.json',
      html: 'probe-gate-report.html',
    });
    expect(reportFormatOf('GitLab')).toBe('codequality');
    expect(isReportFormat('sarif')).toBe(true);
    expect(isReportFormat('pdf')).toBe(false);
  });

  it('renders each format like its own renderer', () => {
    const r = makeReport();
    expect(renderFormat(r, 'md')).toBe(report.renderMarkdown(r));
    expect(renderFormat(r, 'json')).toBe(report.renderJson(r));
    expect(renderFormat(r, 'sarif', { sarif: { locationPath: 'bot.yml' } })).toBe(
      report.renderSarif(r, { locationPath: 'bot.yml' }),
    );
    expect(renderFormat(r, 'junit')).toBe(report.renderJunit(r));
    expect(renderFormat(r, 'codequality', { sarif: { locationPath: 'bot.yml' } })).toBe(
      renderCodeQuality(r, { locationPath: 'bot.yml' }),
    );
    expect(renderFormat(r, 'md', { markdown: { artifactUrl: null } })).not.toContain(
      'Full report (artifact)',
    );
  });

  it('re-exports the renderers, sanitisers and model from the index', () => {
    for (const name of [
      'ReportSchema',
      'renderComment',
      'renderSummary',
      'parseReportJson',
      'commentMarker',
      'inlineCode',
      'codeBlock',
      'tableCell',
      'plainText',
      'sanitizeLogText',
      'withStopCommands',
      'reportJsonSchema',
    ]) {
      expect(report, name).toHaveProperty(name);
    }
  });
});
