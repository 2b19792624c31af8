/**
 * R28: the sticky PR comment is found by its marker AND by the identity of the token in use,
 * against the fake GitHub (test/e2e/fake-github.ts, which answers GET /user as GitHub does):
 * with the workflow token, with a personal access token, and next to another app's or a
 * person's comment that carries our marker: exactly one comment of ours, updated in place,
 * the others untouched.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { actionCommentPoster } from '../../src/github/comment.js';
import { isOurs, WORKFLOW_TOKEN_LOGIN } from '../../src/github/identity.js';
import { startFakeGitHub, type Comment } from '../e2e/fake-github.js';

const MARKER = '<!-- probe-gate:comment:target-12 -->';
const fakes: Awaited<ReturnType<typeof startFakeGitHub>>[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

async function fake(opts: Parameters<typeof startFakeGitHub>[0] = {}) {
  const gh = await startFakeGitHub(opts);
  fakes.push(gh);
  const dir = mkdtempSync(join(tmpdir(), 'pg-comment-'));
  const event = join(dir, 'event.json');
  writeFileSync(event, JSON.stringify({ pull_request: { number: 7 } }));
  const env = { GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: 'acme/bot', GITHUB_EVENT_PATH: event };
  return { gh, env };
}

const someoneElses = (login: string, type: string, id: number): Comment => ({
  id,
  body: `${MARKER}\nnot ours: ${login}`,
  html_url: `https://github.example/pr#issuecomment-${id}`,
  user: { login, type },
});

const writes = (gh: { requests: { method: string; url: string }[] }) =>
  gh.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`);
const userLookups = (gh: { requests: { method: string; url: string }[] }) =>
  gh.requests.filter((r) => r.url === '/user').length;

describe('the sticky PR comment', () => {
  it.each([
    ['the workflow token', undefined, WORKFLOW_TOKEN_LOGIN],
    ['a personal access token', 'release-bot', 'release-bot'],
  ])(
    'with %s: one comment of ours, created once then updated in place; another app and a person keep theirs',
    async (_name, login, author) => {
      const otherApp = someoneElses('other-app[bot]', 'Bot', 1);
      const person = someoneElses('mallory', 'User', 2);
      const { gh, env } = await fake({ login, preexisting: [otherApp, person] });
      // A fresh token per case: the lookup is cached per token.
      const poster = actionCommentPoster(`token-${author}`, env);
      expect(poster.target()).toEqual({ ok: true, label: 'acme/bot#7' });

      const first = await poster.upsert(MARKER, `${MARKER}\nfirst`);
      const second = await poster.upsert(MARKER, `${MARKER}\nsecond`);
      expect([first.created, second.created]).toEqual([true, false]);

      const ours = gh.comments.filter((c) => c.user.login === author);
      expect(ours).toHaveLength(1);
      expect(ours[0]?.body).toBe(`${MARKER}\nsecond`);
      expect(second.url).toBe(ours[0]?.html_url);
      expect(otherApp.body).toBe(`${MARKER}\nnot ours: other-app[bot]`);
      expect(person.body).toBe(`${MARKER}\nnot ours: mallory`);
      expect(writes(gh)).toEqual([
        'POST /repos/acme/bot/issues/7/comments',
        `PATCH /repos/acme/bot/issues/comments/${ours[0]?.id}`,
      ]);
      // Who the token is was asked once, for both upserts.
      expect(userLookups(gh)).toBe(1);
    },
  );

  it('with a PAT, a github-actions[bot] comment carrying the marker is not ours either', async () => {
    const workflows = someoneElses(WORKFLOW_TOKEN_LOGIN, 'Bot', 3);
    const { gh, env } = await fake({ login: 'alice', preexisting: [workflows] });
    await actionCommentPoster('token-alice-2', env).upsert(MARKER, `${MARKER}\nmine`);
    expect(workflows.body).toBe(`${MARKER}\nnot ours: github-actions[bot]`);
    expect(gh.comments.map((c) => c.user.login)).toEqual([WORKFLOW_TOKEN_LOGIN, 'alice']);
  });

  it('a token GitHub refuses (401 on GET /user) fails the upsert and writes nothing', async () => {
    const { gh, env } = await fake({ badToken: true });
    await expect(actionCommentPoster('token-bad', env).upsert(MARKER, 'x')).rejects.toThrow(
      /Bad credentials/,
    );
    expect(writes(gh)).toEqual([]);
  });
});

describe('isOurs', () => {
  it('needs the marker at the start and the login (in any case) as author', () => {
    const item = { body: `${MARKER}\nx`, user: { login: 'Release-Bot' } };
    expect(isOurs(item, MARKER, 'release-bot')).toBe(true);
    expect(isOurs(item, MARKER, 'someone')).toBe(false);
    expect(isOurs({ ...item, body: `x ${MARKER}` }, MARKER, 'release-bot')).toBe(false);
    expect(isOurs({ body: MARKER, user: null }, MARKER, 'release-bot')).toBe(false);
  });
});
