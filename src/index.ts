import { run } from './github/main.js';

void run();
