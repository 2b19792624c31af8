import './runtime/zod-setup.js';
import { run } from './github/main.js';

// An explicit exit: a socket left open by a stalled upload must not hold the step (R24).
void run().finally(() => process.exit());
