import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake webhook received. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A loopback fake of a webhook (Slack, Teams or a generic receiver). */
export interface FakeReceiver {
  url: (path: string) => string;
  received: Received[];
  /** How it answers: a status, or `hang` (never answers). */
  answer: number | 'hang';
  close(): Promise<void>;
}

export async function fakeReceiver(): Promise<FakeReceiver> {
  const received: Received[] = [];
  const fake = { received, answer: 200 as number | 'hang' } as FakeReceiver;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      if (fake.answer === 'hang') return;
      res.writeHead(fake.answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = (path) => `http://127.0.0.1:${port}${path}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
