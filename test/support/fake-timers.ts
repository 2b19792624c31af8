import type { HeartbeatTimers } from '../../src/runtime/heartbeat.js';

/** Timers on a hand-moved clock: `advance(ms)` runs every interval due, in order. */
export function fakeTimers(start = 1_700_000_000_000): HeartbeatTimers & {
  advance(ms: number): void;
  live(): number;
} {
  let now = start;
  let next = 1;
  const intervals = new Map<number, { fn: () => void; ms: number; due: number }>();
  return {
    now: () => now,
    setInterval(fn, ms) {
      const id = next++;
      intervals.set(id, { fn, ms, due: now + ms });
      return id;
    },
    clearInterval(h) {
      intervals.delete(h as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...intervals.entries()].sort((a, b) => a[1].due - b[1].due)[0];
        if (!due || due[1].due > until) break;
        now = due[1].due;
        due[1].due += due[1].ms;
        due[1].fn();
      }
      now = until;
    },
    live: () => intervals.size,
  };
}

/** A stream that records each write with the fake clock's time. */
export function recordingStream(
  now: () => number,
  tty: { columns: number } | null = null,
): NodeJS.WriteStream & { writes: { at: number; text: string }[] } {
  const writes: { at: number; text: string }[] = [];
  return {
    isTTY: tty !== null,
    columns: tty?.columns,
    writes,
    write(chunk: string) {
      writes.push({ at: now(), text: String(chunk) });
      return true;
    },
  } as unknown as NodeJS.WriteStream & { writes: { at: number; text: string }[] };
}
