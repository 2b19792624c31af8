// The floor of the typical-scan bench (bench/typical-run.ts), in plain JavaScript (no
// transpiler): what any client must do between the run's final status and its verdict.
// Before the status is asked, the report bytes are read into memory (the floor is I/O, not
// rendering: they are the tool's own reports of the same run). Then the requests the tool sent
// before the status was answered go out with the status, at once; the status is read again
// every 20 ms while the run is still going; once it is final,
// every request the tool sent after it goes out at once (Promise.all, fetch) and each body is
// JSON.parsed; then each report file is written (writeFile, all at once) and the verdict
// line is printed, then one JSON line of counts. The job comes as JSON in PG_BENCH_TYPICAL:
// { baseUrl, apiKey, before: [{ method, url }], status: { method, url },
//   after: [{ method, url }], files: { name: path of the bytes }, dir, verdict }.
/* global fetch */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';

const job = JSON.parse(process.env.PG_BENCH_TYPICAL ?? 'null');
if (!job) throw new Error('PG_BENCH_TYPICAL is not set');
const bytes = Object.entries(job.files).map(([name, path]) => [name, readFileSync(path)]);
const headers = { 'x-api-key': job.apiKey, accept: 'application/json' };

async function get({ method, url }) {
  const res = await fetch(`${job.baseUrl}${url}`, { method, headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  return text.length > 0 ? JSON.parse(text) : null;
}

const before = Promise.all(job.before.map(get));
// A run still going is read again every POLL_MS until its status is final.
const POLL_MS = 20;
const FINAL = new Set(['COMPLETED', 'FAILED', 'CANCELLED', 'ERROR']);
while (!FINAL.has(String((await get(job.status))?.status).toUpperCase())) await sleep(POLL_MS);
const after = await Promise.all(job.after.map(get));
await before;
await Promise.all(bytes.map(([name, b]) => writeFile(join(job.dir, name), b)));
process.stdout.write(`Verdict: ${job.verdict}\n`);
const written = bytes.reduce((n, [, b]) => n + b.length, 0);
process.stdout.write(`${JSON.stringify({ parsed: after.length, written })}\n`);
