// Regenerates action.yml and the README's inputs/outputs tables from the catalogue in
// src/config/inputs.ts. A test fails when they are stale: run `npm run docs` after changing inputs.
import { readFileSync, writeFileSync } from 'node:fs';
import {
  fillSection,
  renderActionYml,
  renderInputsTable,
  renderOutputsTable,
} from '../src/github/action-docs.js';

writeFileSync('action.yml', renderActionYml());
let readme = readFileSync('README.md', 'utf8');
readme = fillSection(readme, 'inputs', renderInputsTable());
readme = fillSection(readme, 'outputs', renderOutputsTable());
writeFileSync('README.md', readme);
