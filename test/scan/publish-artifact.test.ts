/**
 * The report artifact: by default named after the target (a matrix of targets works out of
 * the box), kept as long as artifact-retention-days says, and a name clash (409) warns with
 * the artifact's name and the input to set, without changing the verdict.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig, type ScanConfig } from '../../src/config/config.js';
import { INPUTS } from '../../src/config/inputs.js';
import { publish, type PublishDeps } from '../../src/scan/publish.js';
import type { Report } from '../../src/report/model.js';
import type { ArtifactUploader, Logger } from '../../src/scan/ports.js';
import { makeReport } from '../fixtures/report/make-report.js';

function config(extra: Record<string, string> = {}) {
  return parseConfig({
    'api-key': 'k',
    'base-url': 'https://api.example.test',
    'workspace-id': '1',
    'target-id': '101',
    'report-dir': join(mkdtempSync(join(tmpdir(), 'pg-artifact-')), 'r'),
    formats: 'json',
    'artifact-name': INPUTS['artifact-name'].default,
    ...extra,
  });
}

function deps(artifact: ArtifactUploader) {
  const warnings: string[] = [];
  const log: Logger = {
    info: () => undefined,
    warn: (m) => void warnings.push(m),
    debug: () => undefined,
    progress: () => undefined,
    untrusted: () => undefined,
  };
  return { warnings, deps: { log, outputs: { set: () => undefined }, artifact } };
}

/** Publishes a report whose JSON file was written, within an open budget. */
const pub = (report: Report, c: ScanConfig, d: PublishDeps) =>
  publish(
    report,
    c,
    d,
    { json: join(c.reportDir, 'probe-gate-report.json') },
    new AbortController().signal,
  );

describe('report artifact', () => {
  it('default name is unique per target; retention from artifact-retention-days', async () => {
    const calls: { name: string; retentionDays?: number }[] = [];
    const { deps: d, warnings } = deps({
      upload: async (name, _files, _root, o) => {
        calls.push({ name, retentionDays: o?.retentionDays });
        return { id: 7, url: null };
      },
    });
    const report = makeReport();
    const published = await pub(report, config({ 'artifact-retention-days': '5' }), d);
    expect(calls).toEqual([
      { name: `probe-gate-report-${report.platform.targetId}`, retentionDays: 5 },
    ]);
    expect(published.artifactId).toBe(7);
    expect(warnings).toEqual([]);
    const other = makeReport({ platform: { ...report.platform, targetId: 202 } });
    await pub(other, config(), d);
    expect(calls[1]).toEqual({ name: 'probe-gate-report-202', retentionDays: 30 });
  });

  it('a 409 name clash warns once, naming the artifact and the input to set', async () => {
    const { deps: d, warnings } = deps({
      upload: async () => {
        throw new Error(
          'Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: an artifact with this name already exists on the workflow run',
        );
      },
    });
    const published = await pub(makeReport(), config({ 'artifact-name': 'shared' }), d);
    expect(published.artifactId).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/"shared": this workflow run already has an artifact of that name/);
    expect(warnings[0]).toMatch(/set the artifact-name input to a name unique in the run/);
  });

  it('artifact-retention-days outside 1..90 is bad input', () => {
    expect(() => config({ 'artifact-retention-days': '91' })).toThrow(
      /artifact-retention-days: 91 is out of range; give days \(1 to 90\)/,
    );
  });
});
