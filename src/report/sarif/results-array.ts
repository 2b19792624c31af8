/**
 * The results array of the SARIF log, in runs of one probe run and one kind of case (the cap
 * keeps a prefix of each): each run is a probe run's part of the log (format.ts `Section`),
 * laid out result by result.
 */
import { section, type DocPiece } from '../format.js';
import type { ProbeRunReport } from '../model.js';
import { resultWriter } from './result-text.js';
import { resultTexts, type Candidate, type SarifLocation } from './results.js';

/** Depth of the results array in the log (log, runs, run, results). */
export const RESULTS_DEPTH = 3;
/** Results laid out per piece. */
const RESULTS_PER_PIECE = 16;

/** Kept results of one probe run and one kind, in order (the selection keeps a prefix). */
interface Segment {
  probe: ProbeRunReport;
  accepted: boolean;
  kept: Candidate[];
}

function* segmentsOf(kept: readonly Candidate[]): Generator<Segment> {
  let segment: Segment | null = null;
  for (const c of kept) {
    if (segment === null || segment.probe !== c.probe || segment.accepted !== c.accepted) {
      if (segment !== null) yield segment;
      segment = { probe: c.probe, accepted: c.accepted, kept: [] };
    }
    segment.kept.push(c);
  }
  if (segment !== null) yield segment;
}

/** A segment's results laid out, `open` first, a piece per {@link RESULTS_PER_PIECE}. */
function* laidOut(
  segment: Segment,
  open: string,
  write: (c: Candidate) => string,
): Generator<string> {
  const count = segment.kept.length;
  for (let i = 0; i < count; i += RESULTS_PER_PIECE) {
    let text = i === 0 ? open : ',';
    const end = Math.min(count, i + RESULTS_PER_PIECE);
    for (let j = i; j < end; j += 1)
      text += `${j === i ? '' : ','}${write(segment.kept[j] as Candidate)}`;
    yield text;
  }
}

/** The results array of the log at {@link RESULTS_DEPTH}: a section per segment. */
export function* resultsArrayPieces(
  kept: readonly Candidate[],
  location: SarifLocation,
  depth = RESULTS_DEPTH,
): Generator<DocPiece> {
  // The heads and bodies are laid out for this depth only.
  if (depth !== RESULTS_DEPTH) throw new Error(`SARIF results laid out at depth ${depth}`);
  const write = resultWriter(RESULTS_DEPTH, location, resultTexts());
  let open = '[';
  for (const segment of segmentsOf(kept)) {
    const at = open;
    yield section('sarif', segment.probe, () => laidOut(segment, at, write));
    open = ',';
  }
  yield open === '[' ? '[]' : `\n${'  '.repeat(RESULTS_DEPTH)}]`;
}
