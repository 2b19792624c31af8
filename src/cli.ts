#!/usr/bin/env node
import { main } from './cli/program.js';

void main(process.argv);
