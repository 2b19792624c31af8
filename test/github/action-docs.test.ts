import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  fillSection,
  renderActionYml,
  renderInputsTable,
  renderOutputsTable,
} from '../../src/github/action-docs.js';
import { INPUT_NAMES } from '../../src/config/inputs.js';
import { OUTPUT_NAMES } from '../../src/scan/ports.js';
import { TOOL_VERSION } from '../../src/version.js';

describe('action.yml and README stay in step with the input catalogue', () => {
  it('action.yml is the generated one (run `npm run docs` if not)', () => {
    expect(readFileSync('action.yml', 'utf8')).toBe(renderActionYml());
  });
  it('declares every input and output, node24, main and post', () => {
    const doc = parse(readFileSync('action.yml', 'utf8'));
    expect(Object.keys(doc.inputs)).toEqual(INPUT_NAMES);
    expect(Object.keys(doc.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
    expect(doc.runs).toMatchObject({
      using: 'node24',
      main: 'dist/index.js',
      post: 'dist/post/index.js',
    });
    for (const spec of Object.values(doc.inputs) as { description: string }[])
      expect(spec.description.length).toBeGreaterThan(15);
  });
  it('README tables are the generated ones', () => {
    let readme = readFileSync('README.md', 'utf8');
    const original = readme;
    readme = fillSection(readme, 'inputs', renderInputsTable());
    readme = fillSection(readme, 'outputs', renderOutputsTable());
    expect(readme).toBe(original);
  });
  it('the tool version matches package.json', () => {
    expect(JSON.parse(readFileSync('package.json', 'utf8')).version).toBe(TOOL_VERSION);
  });
});
