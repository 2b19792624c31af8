import './runtime/zod-setup.js';
import { runPost } from './github/post.js';

// An explicit exit: a socket left open by a stalled request must not hold the step (R24).
void runPost().finally(() => process.exit());
