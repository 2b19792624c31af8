/**
 * The scan's dependencies, traced (docs/operating.md): the logger's phases begin the phase
 * spans, each status poll is an event of the wait (a failed one a `retry` event with its
 * reason), each probe run read is a span under collect, each publisher a span under publish.
 */
import type { ScanDeps } from '../../scan/deps.js';
import { phaseOfTitle, type ScanSpans } from './scan-spans.js';

/** Wraps `fn` (a method of `owner`) in a span named `name`, ended however it settles. */
function spanned<A extends unknown[], R>(
  spans: ScanSpans,
  name: string,
  fn: (...args: A) => Promise<R>,
  attrs: (...args: A) => Record<string, string | number> = () => ({}),
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    const span = spans.start(name, attrs(...args));
    try {
      const out = await fn(...args);
      spans.end(span);
      return out;
    } catch (err) {
      spans.end(span, err);
      throw err;
    }
  };
}

/** The same dependencies, traced; the client's methods are wrapped on this scan's instance. */
export function instrumentDeps(deps: ScanDeps, spans: ScanSpans, onPoll: () => void): ScanDeps {
  instrumentClient(deps.client, spans, onPoll);
  const { log } = deps;
  const traced: ScanDeps = {
    ...deps,
    // The logger's own methods stay (it may be a class instance): only phase() is added to.
    log: Object.assign(Object.create(log) as typeof log, {
      phase: (title: string, o?: Parameters<NonNullable<typeof log.phase>>[1]) => {
        const phase = phaseOfTitle(title);
        if (phase) spans.phase(phase);
        log.phase?.(title, o);
      },
    }),
  };
  instrumentPublishers(deps, traced, spans);
  return traced;
}

/** Wraps the client's methods on this instance: each poll an event, each probe run read a span. */
function instrumentClient(client: ScanDeps['client'], spans: ScanSpans, onPoll: () => void): void {
  const status = client.getTestRunStatus.bind(client);
  client.getTestRunStatus = async (...args) => {
    onPoll();
    try {
      const s = await status(...args);
      spans.event('poll', { 'probe_gate.run_status': s.status ?? 'unknown' });
      return s;
    } catch (err) {
      const reason = err instanceof Error ? `${err.name}: ${err.message}` : 'error';
      spans.event('retry', { 'probe_gate.reason': reason });
      throw err;
    }
  };
  const probeRunAttrs = (_ws: number, id: number) => ({ 'probe_gate.probe_run_id': id });
  const collect = 'collect probe run';
  const findings = client.getProbeRunFindings.bind(client);
  client.getProbeRunFindings = spanned(spans, collect, findings, probeRunAttrs);
  client.getProbeRun = spanned(spans, collect, client.getProbeRun.bind(client), probeRunAttrs);
}

/** Sets on `traced` the publishers of `deps` (artifact, summary, comment, clean-up), each a span. */
function instrumentPublishers(deps: ScanDeps, traced: ScanDeps, spans: ScanSpans): void {
  if (deps.artifact)
    traced.artifact = {
      upload: spanned(spans, 'publish artifact', deps.artifact.upload.bind(deps.artifact)),
    };
  if (deps.summary)
    traced.summary = {
      write: spanned(spans, 'publish summary', deps.summary.write.bind(deps.summary)),
    };
  if (deps.comment) {
    const comment = deps.comment;
    traced.comment = {
      target: () => comment.target(),
      upsert: spanned(spans, 'publish comment', comment.upsert.bind(comment)),
    };
  }
  if (deps.triage) {
    const triage = deps.triage;
    traced.triage = Object.assign(Object.create(triage) as typeof triage, {
      finish: spanned(spans, 'publish tracking issue and clean-up', triage.finish.bind(triage)),
    });
  }
}
