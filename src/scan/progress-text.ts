import type { ProgressUpdate } from './ports.js';

/** One compact progress line, e.g. `running 42% 120/284 test cases (passed 100, failed 18, errors 2), 27m left`. */
export function formatProgress(u: ProgressUpdate): string {
  const pct = u.progress === null ? '' : ` ${Math.floor(u.progress * 100)}%`;
  const counts =
    u.total > 0
      ? ` ${u.processed}/${u.total} test cases (passed ${u.passed}, failed ${u.failed}, errors ${u.errors})`
      : '';
  const left = u.secondsLeft >= 60 ? `${Math.floor(u.secondsLeft / 60)}m` : `${u.secondsLeft}s`;
  const raw =
    u.rawStatus && u.rawStatus.toLowerCase() !== u.state
      ? ` [${u.rawStatus.replace(/[^\w -]/g, '').slice(0, 40)}]`
      : '';
  return `${u.state}${raw}${pct}${counts}, ${left} left`;
}

/** One line per probe run for the log; platform text inside goes through `Logger.untrusted`. */
export function formatProbeLines(
  probeRuns: {
    name: string;
    passed: number;
    failed: number;
    errors: number;
    accepted: number;
    ignored: number;
  }[],
): string {
  return probeRuns
    .map(
      (p) =>
        `  ${p.failed - p.accepted - p.ignored > 0 ? 'x' : p.errors > 0 ? '!' : '-'} ${p.name.slice(0, 80)}: passed ${p.passed}, failed ${p.failed}${p.accepted + p.ignored > 0 ? ` (${p.accepted} accepted, ${p.ignored} ignored)` : ''}, errors ${p.errors}`,
    )
    .join('\n');
}
