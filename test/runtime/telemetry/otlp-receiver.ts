import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/HTTP JSON carries it. */
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  status?: { code?: number };
  attributes?: { key: string; value: Record<string, unknown> }[];
  events?: { name: string; attributes?: { key: string; value: Record<string, unknown> }[] }[];
}

/** A loopback OTLP/HTTP receiver (JSON) that keeps what it was sent. */
export interface OtlpReceiver {
  endpoint: string;
  spans: OtlpSpan[];
  metrics: unknown[];
  bodies: string[];
  close(): Promise<void>;
}

export async function otlpReceiver(): Promise<OtlpReceiver> {
  const rx = { spans: [], metrics: [], bodies: [] } as unknown as OtlpReceiver;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      rx.bodies.push(body);
      const doc = JSON.parse(body) as {
        resourceSpans?: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        resourceMetrics?: unknown[];
      };
      if (req.url === '/v1/traces')
        for (const r of doc.resourceSpans ?? [])
          for (const s of r.scopeSpans) rx.spans.push(...s.spans);
      if (req.url === '/v1/metrics') rx.metrics.push(...(doc.resourceMetrics ?? []));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  rx.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  rx.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return rx;
}
