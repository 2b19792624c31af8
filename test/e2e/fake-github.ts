import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake GitHub API received, kept whole so tests can scan it for secrets. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Comment {
  id: number;
  body: string;
  html_url: string;
  user: { login: string; type: string };
}

/**
 * A local fake of the REST endpoints the PR comment needs (GET /user, list, create, update
 * issue comments), as GitHub documents them. `forbid` makes writes answer 403, as for a fork
 * PR's read-only token. `login`: the token is a personal access token of this user (GET /user
 * names it, comments are written as this User); without it the token is the workflow's
 * installation token (GET /user answers 403, comments are written as github-actions[bot]).
 * `badToken`: every request answers 401 Bad credentials (a revoked or mistyped token).
 */
export async function startFakeGitHub(
  opts: {
    forbid?: boolean;
    preexisting?: Comment[];
    login?: string;
    badToken?: boolean;
    /** Requests for which this is true are accepted and never answered (a stalled API). */
    stall?: (method: string, path: string) => boolean;
  } = {},
): Promise<{
  url: string;
  requests: RecordedRequest[];
  comments: Comment[];
  close(): Promise<void>;
}> {
  const requests: RecordedRequest[] = [];
  const comments: Comment[] = [...(opts.preexisting ?? [])];
  let nextId = 1000;
  const read = (req: IncomingMessage): Promise<string> =>
    new Promise((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString('utf8')));
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      const url = req.url ?? '';
      requests.push({ method: req.method ?? '', url, headers: req.headers, body });
      const send = (status: number, payload: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const path = url.split('?')[0] ?? '';
      if (opts.stall?.(req.method ?? '', path)) return;
      const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(path);
      const one = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(path);
      if (opts.badToken) return send(401, { message: 'Bad credentials' });
      if (path === '/user' && req.method === 'GET')
        return opts.login
          ? send(200, { login: opts.login, type: 'User' })
          : send(403, { message: 'Resource not accessible by integration' });
      if (list && req.method === 'GET') return send(200, comments);
      if ((list && req.method === 'POST') || (one && req.method === 'PATCH')) {
        if (opts.forbid) return send(403, { message: 'Resource not accessible by integration' });
        const text = (JSON.parse(body) as { body: string }).body;
        if (list) {
          const c = {
            id: nextId++,
            body: text,
            html_url: `https://github.example/pr#issuecomment-${nextId}`,
            user: opts.login
              ? { login: opts.login, type: 'User' }
              : { login: 'github-actions[bot]', type: 'Bot' },
          };
          comments.push(c);
          return send(201, c);
        }
        const c = comments.find((x) => x.id === Number(one?.[3]));
        if (!c) return send(404, { message: 'Not Found' });
        c.body = text;
        return send(200, c);
      }
      send(404, { message: 'Not Found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    comments,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
