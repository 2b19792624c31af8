// The render worker's bundle (worker.ts): started by the Action and the CLI
// from dist/render-worker/index.js to render huge runs' reports ahead in a thread of its own.
import '../../runtime/zod-setup.js';
import { serveRenderJobs } from './worker.js';

serveRenderJobs();
