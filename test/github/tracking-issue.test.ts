import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  trackingBody,
  trackingIssue,
  trackingMarker,
  trackingTitle,
} from '../../src/github/tracking-issue.js';
import type { Report } from '../../src/report/model.js';
import type { ScanConfig } from '../../src/config/config.js';
import { makeReport } from '../fixtures/report/index.js';

interface Issue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  labels: { name: string }[];
  user: { login: string; type: string };
  pull_request?: unknown;
}

/** A fake of the issue endpoints the tracking issue uses, on 127.0.0.1. */
async function fakeGitHub(opts: { login?: string | null; issues?: Issue[] } = {}) {
  const issues: Issue[] = [...(opts.issues ?? [])];
  const comments: { issue: number; body: string }[] = [];
  const calls: string[] = [];
  let next = 100;
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      calls.push(`${req.method} ${url.pathname}${url.search}`);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const body = data ? (JSON.parse(data) as Record<string, unknown>) : {};
      const me = opts.login === undefined ? null : opts.login;
      if (url.pathname === '/user')
        return me
          ? send(200, { login: me })
          : send(403, { message: 'Resource not accessible by integration' });
      if (url.pathname === '/repos/acme/bot/issues' && req.method === 'GET') {
        const label = url.searchParams.get('labels');
        const creator = url.searchParams.get('creator');
        return send(
          200,
          issues.filter(
            (i) =>
              i.state === 'open' &&
              i.labels.some((l) => l.name === label) &&
              (!creator || i.user.login === creator),
          ),
        );
      }
      if (url.pathname === '/repos/acme/bot/issues' && req.method === 'POST') {
        const issue: Issue = {
          number: next++,
          title: String(body.title),
          body: String(body.body),
          state: 'open',
          labels: (body.labels as string[]).map((name) => ({ name })),
          user: { login: me ?? 'github-actions[bot]', type: 'Bot' },
        };
        issues.push(issue);
        return send(201, issue);
      }
      const one = /^\/repos\/acme\/bot\/issues\/(\d+)(\/comments)?$/.exec(url.pathname);
      const issue = issues.find((i) => i.number === Number(one?.[1]));
      if (!one || !issue) return send(404, { message: 'Not Found' });
      if (one[2]) {
        comments.push({ issue: issue.number, body: String(body.body) });
        return send(201, { id: 1 });
      }
      Object.assign(issue, body);
      return send(200, issue);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  open.push(server);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    issues,
    comments,
    calls,
  };
}

const open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => new Promise((r) => s.close(r))));
});

const config = (trackingIssue: 'auto' | 'never' = 'auto') => ({ trackingIssue }) as ScanConfig;
const failing = (): Report => makeReport();
const passing = (): Report => {
  const r = makeReport();
  return { ...r, gate: { ...r.gate, verdict: 'pass', reason: 'All gate checks passed.' } };
};
const env = (url: string, event = 'schedule') => ({
  GITHUB_API_URL: url,
  GITHUB_REPOSITORY: 'acme/bot',
  GITHUB_EVENT_NAME: event,
});

describe('trackingIssue', () => {
  it('opens one issue on a failing night, updates it the next night, and closes it when the gate passes', async () => {
    const gh = await fakeGitHub();
    const track = trackingIssue('token', env(gh.url));
    await track(failing(), config());
    expect(gh.issues).toHaveLength(1);
    const [issue] = gh.issues;
    expect(issue?.body.split('\n')[0]).toBe('<!-- probe-gate:tracking:target-12 -->');
    expect(issue?.labels).toEqual([{ name: 'probe-gate' }]);
    expect(issue?.title).toBe(
      'probe-gate: "Customer support bot" (target 12) fails the AI security gate',
    );

    const worse = makeReport({ scores: { ...failing().scores, overall: 20 } });
    await track(worse, config());
    expect(gh.issues).toHaveLength(1);
    expect(issue?.body).toBe(trackingBody(worse));

    await track(passing(), config());
    expect(issue?.state).toBe('closed');
    expect(gh.comments).toEqual([
      { issue: issue?.number, body: 'Test run 345 passes the gate (score 34); closing.' },
    ]);
    await track(passing(), config());
    expect(gh.comments).toHaveLength(1);
  });

  it('only acts on schedule and workflow_dispatch events with tracking-issue auto', async () => {
    const gh = await fakeGitHub();
    await trackingIssue('token', env(gh.url, 'pull_request'))(failing(), config());
    await trackingIssue('token', env(gh.url, 'schedule'))(failing(), config('never'));
    expect(gh.calls).toEqual([]);
    await trackingIssue('token', env(gh.url, 'workflow_dispatch'))(failing(), config());
    expect(gh.issues).toHaveLength(1);
  });

  it("ignores other targets' issues and issues by other users, filtering by the token's login when known", async () => {
    const human: Issue = {
      number: 1,
      title: 't',
      body: `${trackingMarker(12)}\nhand-made`,
      state: 'open',
      labels: [{ name: 'probe-gate' }],
      user: { login: 'alice', type: 'User' },
    };
    const other: Issue = {
      number: 2,
      title: 't',
      body: `${trackingMarker(99)}\n`,
      state: 'open',
      labels: [{ name: 'probe-gate' }],
      user: { login: 'github-actions[bot]', type: 'Bot' },
    };
    const gh = await fakeGitHub({ issues: [human, other] });
    await trackingIssue('token', env(gh.url))(failing(), config());
    expect(gh.issues.map((i) => i.number)).toEqual([1, 2, 100]);
    expect(human.body).toContain('hand-made');

    const pat = await fakeGitHub({
      login: 'release-bot',
      issues: [{ ...human, user: { login: 'release-bot', type: 'User' } }],
    });
    await trackingIssue('token', env(pat.url))(failing(), config());
    expect(pat.calls).toContain(
      'GET /repos/acme/bot/issues?state=open&labels=probe-gate&creator=release-bot&per_page=100',
    );
    expect(pat.issues).toHaveLength(1);
    expect(pat.issues[0]?.body).toBe(trackingBody(failing()));
  });

  it("never edits another app's issue that carries our marker (R28): ours is created, then updated", async () => {
    const otherApp: Issue = {
      number: 5,
      title: 'copied',
      body: `${trackingMarker(12)}\nnot ours`,
      state: 'open',
      labels: [{ name: 'probe-gate' }],
      user: { login: 'other-app[bot]', type: 'Bot' },
    };
    const gh = await fakeGitHub({ issues: [otherApp] });
    const track = trackingIssue('token', env(gh.url));
    await track(failing(), config());
    await track(failing(), config());
    expect(otherApp.body).toBe(`${trackingMarker(12)}\nnot ours`);
    expect(otherApp.title).toBe('copied');
    expect(gh.issues.map((i) => [i.number, i.user.login])).toEqual([
      [5, 'other-app[bot]'],
      [100, 'github-actions[bot]'],
    ]);
    expect(gh.calls.filter((c) => c.startsWith('PATCH'))).toEqual([
      'PATCH /repos/acme/bot/issues/100',
    ]);
    // Who the token is was asked once.
    expect(gh.calls.filter((c) => c === 'GET /user')).toHaveLength(1);
  });

  it('fails loudly (for the caller to warn) without a token or repository', async () => {
    await expect(
      trackingIssue(null, env('http://127.0.0.1:9'))(failing(), config()),
    ).rejects.toThrow(/no github-token/);
    await expect(
      trackingIssue('t', { GITHUB_EVENT_NAME: 'schedule' })(failing(), config()),
    ).rejects.toThrow(/GITHUB_REPOSITORY/);
  });

  it('keeps the title free of markup from the target name', () => {
    const r = makeReport();
    expect(
      trackingTitle({ ...r, platform: { ...r.platform, targetName: '<img src=x> @team [x](y)' } }),
    ).toBe('probe-gate: "img srcx team x(y)" (target 12) fails the AI security gate');
    expect(trackingTitle({ ...r, platform: { ...r.platform, targetName: null } })).toBe(
      'probe-gate: target 12 fails the AI security gate',
    );
    // warn and inconclusive keep the issue open, named for what they are (issue 15).
    const as = (verdict: Report['gate']['verdict']) =>
      trackingTitle({
        ...r,
        platform: { ...r.platform, targetName: null },
        gate: { ...r.gate, verdict },
      });
    expect(as('warn')).toBe('probe-gate: target 12 has warnings from the AI security gate');
    expect(as('inconclusive')).toBe(
      'probe-gate: target 12 could not be judged by the AI security gate',
    );
  });
});
