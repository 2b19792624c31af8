import type { ProgressUpdate } from '../scan/ports.js';

/** `45s`, `3m 05s`, `1h 02m`: short enough for a live line, exact enough to see it move. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

/**
 * One compact progress line, e.g.
 * `running 42% 120/284 test cases (passed 100, failed 18, errors 2), 3m 05s elapsed, 27m 10s left`.
 * `elapsedSeconds`: time since the wait began, when the caller knows it.
 */
export function formatProgress(u: ProgressUpdate, elapsedSeconds?: number): string {
  const pct = u.progress === null ? '' : ` ${Math.floor(u.progress * 100)}%`;
  const counts =
    u.total > 0
      ? ` ${u.processed}/${u.total} test cases (passed ${u.passed}, failed ${u.failed}, errors ${u.errors})`
      : '';
  const raw =
    u.rawStatus && u.rawStatus.toLowerCase() !== u.state
      ? ` [${u.rawStatus.replace(/[^\w -]/g, '').slice(0, 40)}]`
      : '';
  const elapsed = elapsedSeconds === undefined ? '' : `, ${formatDuration(elapsedSeconds)} elapsed`;
  return `${u.state}${raw}${pct}${counts}${elapsed}, ${formatDuration(u.secondsLeft)} left`;
}

/**
 * The same facts for a terminal's live line, most telling first, so cutting it to a narrow
 * width drops the per-outcome counts before the countdown:
 * `running 42% 120/284 · 3m 05s elapsed · 27m 10s left · passed 100, failed 18, errors 2`.
 */
export function formatProgressLive(u: ProgressUpdate, elapsedSeconds: number): string {
  const pct = u.progress === null ? '' : ` ${Math.floor(u.progress * 100)}%`;
  const of = u.total > 0 ? ` ${u.processed}/${u.total}` : '';
  const counts = u.total > 0 ? ` · passed ${u.passed}, failed ${u.failed}, errors ${u.errors}` : '';
  return `${u.state}${pct}${of} · ${formatDuration(elapsedSeconds)} elapsed · ${formatDuration(u.secondsLeft)} left${counts}`;
}
