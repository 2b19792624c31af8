/**
 * The span tree of one scan (docs/operating.md): a root span, one span per phase (trigger,
 * wait, collect, gate, publish) and children under the phase that is open. Every span this
 * opens is ended by {@link ScanSpans.endAll}, whatever path the scan took.
 */
import {
  context,
  trace,
  SpanStatusCode,
  type Attributes,
  type Span,
  type Tracer,
} from '@opentelemetry/api';

/** The phases of a scan, in order. */
export const PHASES = ['trigger', 'wait', 'collect', 'gate', 'publish'] as const;
export type Phase = (typeof PHASES)[number];

/** Which phase a log phase title begins (the engine's titles, src/scan/engine.ts). */
export function phaseOfTitle(title: string): Phase | null {
  if (/^Waiting\b/.test(title)) return 'wait';
  if (/^Collecting\b/.test(title)) return 'collect';
  if (/^Judging\b/.test(title)) return 'gate';
  if (/^Writing reports\b/.test(title)) return 'publish';
  return null;
}

export class ScanSpans {
  readonly root: Span;
  private current: { phase: Phase; span: Span } | null = null;
  private readonly open = new Set<Span>();

  constructor(
    private readonly tracer: Tracer,
    private readonly clean: (attrs: Attributes) => Attributes,
    attrs: Attributes,
  ) {
    this.root = tracer.startSpan('probe-gate scan', { attributes: clean(attrs) });
    this.open.add(this.root);
    this.phase('trigger');
  }

  /** Ends the open phase and begins `phase` (a phase begun again, a retry, is a new span). */
  phase(phase: Phase): void {
    if (this.current) this.end(this.current.span);
    const span = this.child(this.root, `${phase}`);
    this.current = { phase, span };
  }

  /** The phase now open. */
  currentPhase(): Phase | null {
    return this.current?.phase ?? null;
  }

  /** An event on the open phase's span. */
  event(name: string, attrs: Attributes = {}): void {
    this.current?.span.addEvent(name, this.clean(attrs));
  }

  /** A span under the open phase (or the root); ended by the caller or by endAll. */
  start(name: string, attrs: Attributes = {}): Span {
    const span = this.child(this.current?.span ?? this.root, name);
    span.setAttributes(this.clean(attrs));
    return span;
  }

  /** Ends a span once; with an error its status is ERROR with the error's name. */
  end(span: Span, error?: unknown): void {
    if (!this.open.delete(span)) return;
    if (error !== undefined)
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.name : 'error',
      });
    span.end();
  }

  /** Ends every span still open, children first, the root last. */
  endAll(attrs: Attributes, error?: unknown): void {
    this.root.setAttributes(this.clean(attrs));
    for (const span of [...this.open].reverse()) if (span !== this.root) this.end(span, error);
    this.current = null;
    this.end(this.root, error);
  }

  private child(parent: Span, name: string): Span {
    const span = this.tracer.startSpan(name, {}, trace.setSpan(context.active(), parent));
    this.open.add(span);
    return span;
  }
}
