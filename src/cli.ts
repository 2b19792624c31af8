#!/usr/bin/env node
import './runtime/zod-setup.js';
import { main } from './cli/program.js';

void main(process.argv);
