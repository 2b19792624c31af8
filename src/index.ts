import './runtime/zod-setup.js';
import { run } from './github/main.js';
import { locateBundles } from './report/write/bundles.js';

locateBundles(import.meta.url, 0);

// An explicit exit: a socket left open by a stalled upload must not hold the step (R24).
void run().finally(() => process.exit());
