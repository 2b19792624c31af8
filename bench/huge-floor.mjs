// The physical floor of the huge-run bench, in plain JavaScript (no transpiler in the timed
// window): fetch the very requests the tool made from the replay server, JSON.parse every
// body, then write as many bytes to disk as the tool's reports, in 256 KiB pieces, one file
// per report. Requests go as early as anything could send them: the run's status and every
// request that needs no other answer at once, then the probe runs (4.15, named by the
// status) `concurrency` at a time as the tool reads them. The job comes as JSON in
// PG_BENCH_FLOOR: { baseUrl, apiKey, requests: [{ method, url, kind: 'status' | 'probeRun'
// | 'other' }], concurrency, files: { name: bytes }, dir }.
import { Buffer } from 'node:buffer';
import { openSync, writeSync, closeSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';

const job = JSON.parse(process.env.PG_BENCH_FLOOR ?? 'null');
if (!job) throw new Error('PG_BENCH_FLOOR is not set');
// No cap on sockets: the lanes below bound the probe runs, as the tool's do.
const agent = new Agent({ keepAlive: true });
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
const fetched = (r) => fetchParse(r).then(() => void (parsed += 1));
const of = (kind) => job.requests.filter((r) => r.kind === kind);
const others = Promise.all(of('other').map(fetched));
await Promise.all(of('status').map(fetched));
const probeRuns = of('probeRun');
let next = 0;
async function lane() {
  while (next < probeRuns.length) await fetched(probeRuns[next++]);
}
await Promise.all([others, ...Array.from({ length: job.concurrency }, lane)]);
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
