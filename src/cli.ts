#!/usr/bin/env node
import './runtime/zod-setup.js';
import { main } from './cli/program.js';
import { locateBundles } from './report/write/bundles.js';

locateBundles(import.meta.url, 1);

void main(process.argv);
