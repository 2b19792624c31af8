/**
 * SARIF results made ahead. A result's rule and level depend on the whole run (the
 * rules' order, the risk band, which cases the cap keeps), the rest of it on its probe run
 * alone. While a run downloads, each probe run's result bodies (everything after the level)
 * are laid out as they stand in the file and kept as bytes with their bounds; at the end the
 * writer puts the lead of each run of results (report/sarif/results-array.ts) before each
 * kept body, instead of laying out 25,000 results then. The bytes are the same either way
 * (test/report/sarif-ahead.test.ts).
 *
 * Which bodies are worth making: the cap keeps each probe run's first active cases, then its
 * first accepted ones, best class first. {@link ResultRoom} bounds, from the probe runs seen
 * so far, how many of a probe run's cases can still be kept, so a huge run makes about as
 * many bodies as the cap keeps, not every failed case.
 */
import { Buffer } from 'node:buffer';
import { caseTriage, type SarifResultsRun } from '../format.js';
import type { FailedTestCase, ProbeRunReport } from '../model.js';
import {
  candidateCounts,
  resultTexts,
  type ResultTexts,
  type SarifLocation,
} from '../sarif/results.js';
import { resultBodyWriter } from '../sarif/result-text.js';
import { RESULTS_DEPTH } from '../sarif/results-array.js';
import { severityBeforeBand } from '../sarif/rules.js';

export { resultTexts } from '../sarif/results.js';

/** The bounds of the bodies made, in the bytes they were written to. */
export interface BodyBounds {
  starts: number[];
  ends: number[];
}

/** Bodies laid out per piece of bytes (about 1.5 KB each). */
const BODIES_PER_PIECE = 64;

/**
 * The bodies of a probe run's first `limit` active (or accepted) cases, by template
 * (result-text.ts), a piece at a time: the bytes to keep, with each body's bounds in them
 * pushed to `bounds`. A body is a result's text from its `"message"` line to its closing
 * brace; the bytes are the bodies back to back.
 */
export function* resultBodyBytes(
  probe: ProbeRunReport,
  accepted: boolean,
  limit: number,
  location: SarifLocation,
  bounds: BodyBounds,
  texts: ResultTexts = resultTexts(),
): Generator<Uint8Array> {
  const kind = accepted ? 'accepted' : 'active';
  const body = resultBodyWriter(RESULTS_DEPTH, location, texts);
  let at = 0;
  let batch: string[] = [];
  const flush = (): Buffer => {
    const text = batch.join('');
    const bytes = Buffer.from(text, 'utf8');
    // As many bytes as code units: ASCII throughout (the usual case), so a body's bounds are
    // its code units'; else each body's own UTF-8 length.
    const ascii = bytes.length === text.length;
    for (const b of batch) {
      bounds.starts.push(at);
      at += ascii ? b.length : Buffer.byteLength(b, 'utf8');
      bounds.ends.push(at);
    }
    batch = [];
    return bytes;
  };
  let made = 0;
  for (let i = 0; made < limit && i < probe.failedTestCases.length; i += 1) {
    const tc = probe.failedTestCases[i] as FailedTestCase;
    if (caseTriage(tc) !== kind) continue;
    batch.push(body({ probe, tc, accepted }));
    made += 1;
    if (batch.length === BODIES_PER_PIECE) yield flush();
  }
  if (batch.length > 0) yield flush();
}

/** A probe run's bodies made ahead for one kind of case. */
export interface AheadBodies {
  /** Where body `i` starts and ends in the bytes `read` gives: one per case of the kind, first ones first. */
  starts: ArrayLike<number>;
  ends: ArrayLike<number>;
  /**
   * Bytes `from` to `to` of those the bodies were written to; valid until the next read (the
   * reader may read into one buffer each time).
   */
  read(from: number, to: number): Uint8Array;
}

/** Results joined per piece of made-ahead bodies (about 1.5 KB each). */
const JOINED_PER_PIECE = 512;

/**
 * A run of results from bodies made ahead: each one's lead, then its body's bytes, joined
 * into `out.bytes` (grown as needed, and used again for the next piece: a piece is valid until
 * the next one is asked for). Plain Uint8Array views: a Buffer view (subarray, or copy with a
 * range) costs 1.5-3 us to make, a plain one a fraction of it.
 */
export function* joinedResults(
  results: SarifResultsRun,
  made: AheadBodies,
  out: { bytes: Uint8Array },
): Generator<Uint8Array> {
  const { count, open } = results;
  // The lead before each body (the log's first result opens the array instead of `,`).
  const lead = new TextEncoder().encode(results.lead);
  for (let from = 0; from < count; from += JOINED_PER_PIECE) {
    const to = Math.min(count, from + JOINED_PER_PIECE);
    const base = made.starts[from] as number;
    const read = made.read(base, made.ends[to - 1] as number);
    const bytes = new Uint8Array(read.buffer, read.byteOffset, read.length);
    let size = 0;
    for (let i = from; i < to; i += 1)
      size += lead.length + (made.ends[i] as number) - (made.starts[i] as number);
    if (out.bytes.length < size) out.bytes = new Uint8Array(size);
    const joined = out.bytes;
    let at = 0;
    for (let i = from; i < to; i += 1) {
      const start = made.starts[i] as number;
      const end = made.ends[i] as number;
      joined.set(lead, at);
      at += lead.length;
      joined.set(bytes.subarray(start - base, end - base), at);
      at += end - start;
    }
    if (from === 0) joined[0] = open.charCodeAt(0);
    yield joined.subarray(0, size);
  }
}

/** How a seen probe run counts against another's room. */
interface Seen {
  /** In the report; undefined when the order does not name it. */
  position: number | undefined;
  severity: ReturnType<typeof severityBeforeBand>;
  active: number;
  accepted: number;
}

/**
 * How many of a probe run's first active and accepted cases the cap may still keep, from the
 * probe runs seen so far: an upper bound (a probe run not seen yet only adds competitors). A
 * result of a class certainly ranked above (active before accepted; a higher severity whatever
 * the band) or of the same class earlier in the report takes a place before it. Once every
 * probe run before it in the report has been seen ({@link ready}), the bound is what the cap
 * keeps of its class, unless a later probe run of a higher severity takes places too.
 */
export class ResultRoom {
  readonly #seen = new Map<ProbeRunReport, Seen>();
  readonly #position = new Map<number, number>();
  /** Whether the probe run at each position has been seen (a position without an id has). */
  readonly #seenAt: boolean[];
  /** Positions before this one have all been seen. */
  #seenBefore = 0;

  constructor(
    /** The probe run ids in the report's order (the status endpoint's). */
    order: readonly (number | null)[],
    readonly max: number,
  ) {
    this.#seenAt = order.map((id) => id === null);
    order.forEach((id, i) => {
      if (id !== null && !this.#position.has(id)) this.#position.set(id, i);
    });
  }

  #positionOf(run: ProbeRunReport): number | undefined {
    return run.probeRunId === null ? undefined : this.#position.get(run.probeRunId);
  }

  /** Counts a probe run (as the later steps make it) against the others' room. */
  see(run: ProbeRunReport): void {
    const position = this.#positionOf(run);
    this.#seen.set(run, { position, severity: severityBeforeBand(run), ...candidateCounts(run) });
    if (position !== undefined) this.#seenAt[position] = true;
    while (this.#seenAt[this.#seenBefore] === true) this.#seenBefore += 1;
  }

  /** Whether every probe run before this one in the report has been seen. */
  ready(run: ProbeRunReport): boolean {
    const position = this.#positionOf(run);
    return position === undefined || position <= this.#seenBefore;
  }

  /** The room of a seen probe run, from the probe runs seen so far. */
  room(run: ProbeRunReport): { active: number; accepted: number } {
    const mine = this.#seen.get(run);
    if (mine === undefined) return { active: this.max, accepted: this.max };
    let beforeActive = 0;
    let beforeAccepted = 0;
    for (const other of this.#seen.values()) {
      // Every active result is kept before any accepted one (its own probe run's too).
      beforeAccepted += other.active;
      if (other === mine) continue;
      if (ranksBefore(other, mine)) {
        beforeActive += other.active;
        beforeAccepted += other.accepted;
      }
    }
    return {
      active: Math.max(0, this.max - beforeActive),
      accepted: Math.max(0, this.max - beforeAccepted),
    };
  }
}

/** Whether `a`'s results of a kind are certainly kept before `b`'s of the same kind. */
function ranksBefore(a: Seen, b: Seen): boolean {
  if (a.severity.low > b.severity.high) return true;
  if (a.position === undefined || b.position === undefined) return false;
  return a.severity.key === b.severity.key && a.position < b.position;
}
