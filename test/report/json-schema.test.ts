import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPORT_SCHEMA_FILE, reportJsonSchema } from '../../src/report/json-schema.js';

const committed = fileURLToPath(new URL(`../../${REPORT_SCHEMA_FILE}`, import.meta.url));

describe('the published JSON Schema of the report', () => {
  it('is up to date with src/report/model.ts (run `node scripts/gen-report-schema.mjs`)', () => {
    const onDisk = JSON.parse(readFileSync(committed, 'utf8')) as unknown;
    expect(
      onDisk,
      'src/report/schema/report.schema.json is stale: run node scripts/gen-report-schema.mjs',
    ).toEqual(reportJsonSchema());
  });

  it('describes the report version 1 with every top-level field required', () => {
    const schema = reportJsonSchema() as {
      title: string;
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(schema.title).toBe('probe-gate report (schema version 1)');
    expect(schema.properties.schemaVersion).toEqual({ type: 'number', const: 1 });
    expect(schema.required).toEqual(
      expect.arrayContaining(['schemaVersion', 'gate', 'probeRuns', 'links']),
    );
  });
});

describe('scripts/gen-report-schema.mjs', () => {
  it('prints exactly the committed file (generator and prettier formatting agree)', () => {
    const script = fileURLToPath(new URL('../../scripts/gen-report-schema.mjs', import.meta.url));
    const out = execFileSync(process.execPath, [script, '--stdout'], {
      encoding: 'utf8',
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    });
    expect(out).toBe(readFileSync(committed, 'utf8'));
  });
});
