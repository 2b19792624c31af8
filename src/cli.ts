#!/usr/bin/env node
import './runtime/zod-setup.js';
import { main } from './cli/program.js';
import { shipRenderWorker } from './runtime/render-worker-file.js';

shipRenderWorker(import.meta.url, 1);

void main(process.argv);
