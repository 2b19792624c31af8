import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the GitHub Actions results service that @actions/artifact talks to
 * (ACTIONS_RESULTS_URL, a Twirp API: CreateArtifact hands out a signed blob URL, the zip is
 * PUT there, FinalizeArtifact commits it). `stall` picks where it stops answering: at
 * CreateArtifact (a results service that never answers) or at the blob upload.
 */
export async function startFakeArtifactService(opts: {
  stall: 'create' | 'blob' | 'none';
}): Promise<{ url: string; env: Record<string, string>; paths: string[]; close(): Promise<void> }> {
  const paths: string[] = [];
  let base = '';
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    paths.push(`${req.method} ${path}`);
    req.resume();
    req.on('end', () => {
      const json = (body: unknown): void => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (path.endsWith('/CreateArtifact')) {
        if (opts.stall === 'create') return;
        return json({ ok: true, signed_upload_url: `${base}/blob/artifact.zip?sig=fake` });
      }
      if (path.startsWith('/blob/')) {
        if (opts.stall === 'blob') return;
        res.writeHead(201, { etag: '"1"' });
        return void res.end();
      }
      if (path.endsWith('/FinalizeArtifact')) return json({ ok: true, artifact_id: '4242' });
      res.writeHead(404);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A runtime token as the runner hands it out: a JWT whose `scp` names the run's backend ids.
  const seg = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');
  const scp =
    'Actions.ExampleScope Actions.Results:ce7f54c7-61c7-4aae-887f-30da475f5f1a:ca395085-040a-526b-2ce8-bdc85f692774';
  const token = `${seg({ alg: 'none', typ: 'JWT' })}.${seg({ scp })}.sig`;
  return {
    url: base,
    env: { ACTIONS_RESULTS_URL: `${base}/`, ACTIONS_RUNTIME_TOKEN: token },
    paths,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
