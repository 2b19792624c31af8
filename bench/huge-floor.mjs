// The physical floor of the huge-run bench, in plain JavaScript (no transpiler in the timed
// window): fetch the very requests the tool made from the replay server (probe runs, 4.15,
// `concurrency` at a time as the tool does; the rest one after another), JSON.parse every
// body, then write as many bytes to disk as the tool's reports, in 256 KiB pieces, one file
// per report. The job comes as JSON in PG_BENCH_FLOOR: { baseUrl, apiKey, requests:
// [{ method, url, parallel }], concurrency, files: { name: bytes }, dir }.
import { Buffer } from 'node:buffer';
import { openSync, writeSync, closeSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';

const job = JSON.parse(process.env.PG_BENCH_FLOOR ?? 'null');
if (!job) throw new Error('PG_BENCH_FLOOR is not set');
const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
const base = new URL(job.baseUrl);

function fetchParse({ method, url }) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path: url,
        headers: { 'x-api-key': job.apiKey, accept: 'application/json' },
      },
      (res) => {
        const parts = [];
        res.on('data', (c) => parts.push(c));
        res.on('error', reject);
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${url}: HTTP ${res.statusCode}`));
          const text = Buffer.concat(parts).toString('utf8');
          resolve(text.length > 0 ? JSON.parse(text) : null);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

let parsed = 0;
const serial = job.requests.filter((r) => !r.parallel);
const parallel = job.requests.filter((r) => r.parallel);
for (const r of serial) {
  await fetchParse(r);
  parsed++;
}
let next = 0;
async function lane() {
  while (next < parallel.length) {
    const r = parallel[next++];
    await fetchParse(r);
    parsed++;
  }
}
await Promise.all(Array.from({ length: job.concurrency }, lane));
agent.destroy();

const piece = Buffer.alloc(256 * 1024, 0x61);
let written = 0;
for (const [name, bytes] of Object.entries(job.files)) {
  const fd = openSync(join(job.dir, name), 'w');
  for (let left = bytes; left > 0; left -= piece.length) {
    written += writeSync(fd, piece, 0, Math.min(piece.length, left));
  }
  closeSync(fd);
}
process.stdout.write(`${JSON.stringify({ parsed, written })}\n`);
