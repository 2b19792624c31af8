import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src/sandbox/index.js';
import { DIST } from '../support/dist.js';
import { API_KEY, keyLeaks } from './e2e-support.js';
import { actionEnv, runBundle, runnerFiles } from './runner.js';

// Regression: the Action's main step imported the tracking issue but never passed it to the
// scan, so `tracking-issue: auto` did nothing on scheduled runs. On the built bundle, a
// failing nightly scan now opens the issue (and the key is in no request to GitHub).

interface Seen {
  method: string;
  url: string;
  body: string;
  headers: unknown;
}

let sb: SandboxHandle;
let server: Server;
let url: string;
const seen: Seen[] = [];

beforeAll(async () => {
  sb = await startSandbox({ speed: 300, seed: 9, apiKey: API_KEY });
  // The three calls a first failing nightly run makes: who am I, open issues, create one.
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body, headers: req.headers });
      const path = (req.url ?? '').split('?')[0];
      res.setHeader('content-type', 'application/json');
      if (path === '/user') {
        res.statusCode = 403;
        res.end(JSON.stringify({ message: 'Resource not accessible by integration' }));
      } else if (req.method === 'GET' && path === '/repos/octo/app/issues') {
        res.end('[]');
      } else if (req.method === 'POST' && path === '/repos/octo/app/issues') {
        res.statusCode = 201;
        res.end(
          JSON.stringify({ number: 1, html_url: 'https://github.example/octo/app/issues/1' }),
        );
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ message: 'Not Found' }));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sb?.close();
  await new Promise((r) => server?.close(r));
});

describe('dist/index.js on a schedule event', () => {
  it('opens one tracking issue when the gate fails', async () => {
    const files = runnerFiles({ schedule: '17 2 * * *' });
    const env = actionEnv(
      {
        'api-key': API_KEY,
        'base-url': sb.baseUrl,
        'workspace-id': String(sb.workspaceId),
        'target-id': String(sb.targets.vulnerable),
        'poll-interval-seconds': '1',
        'timeout-minutes': '1',
        'artifact-name': '',
        'github-token': 'ghs_faketoken',
        'report-dir': 'reports',
        'ai-analysis': 'false',
      },
      files,
      { GITHUB_API_URL: url, GITHUB_REPOSITORY: 'octo/app', GITHUB_EVENT_NAME: 'schedule' },
    );
    const main = await runBundle(DIST.main, env, files.dir);
    expect(main.code).toBe(1);
    expect(main.stdout).not.toContain('Could not update the tracking issue');
    const created = seen.filter((r) => r.method === 'POST' && r.url === '/repos/octo/app/issues');
    expect(created).toHaveLength(1);
    const issue = JSON.parse(created[0]?.body ?? '{}') as { title: string; labels: string[] };
    expect(issue.title).toMatch(/fails the AI security gate$/);
    expect(issue.labels).toEqual(['probe-gate']);
    expect(
      keyLeaks(
        API_KEY,
        {
          stdout: main.stdout,
          stderr: main.stderr,
          summary: readFileSync(files.summary, 'utf8'),
          outputs: readFileSync(files.output, 'utf8'),
        },
        [files.dir],
        seen,
      ),
    ).toEqual([]);
  });
});
