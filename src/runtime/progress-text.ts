import type { ProgressUpdate } from '../scan/ports.js';

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
