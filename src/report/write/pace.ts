/**
 * When rendering ahead renders, and how much the render worker holds (render-ahead.ts).
 */

/**
 * Why: rendering ahead pays only where the process would otherwise wait (a remote platform):
 * probe runs are rendered in this thread only after a pause of this long in which the event
 * loop was busy less than {@link IDLE_BELOW} of the time. Such a pause says the wire is the
 * limit. Without a worker, every probe run collected by then is rendered, one after the
 * other, before the next pause (one pause per probe run left a third of them to the end on
 * the remote-like link); with one, this thread renders one per idle pause and the
 * worker the rest. Where the collection keeps the process busy (a fast platform: parsing is
 * the limit) no pause is idle, nothing is rendered ahead, and nothing is paid for it.
 */
export const IDLE_CHECK_MS = 20;
/**
 * Why: below this many test cases a run's reports render at the end in less time than
 * rendering ahead costs (scratch files, comparing each section's probe run with the final
 * one, a worker's start-up): such a run takes the plain path (docs/performance.md).
 */
export const AHEAD_FROM_CASES = 20_000;
export const IDLE_BELOW = 0.5;
/**
 * Why: handing a probe run to the worker costs this thread a copy of it. Where parsing keeps
 * the thread busy all the time (a platform on loopback) that copy slowed the collection as
 * much as the worker saved at the end (250k and 1M test cases), and the copies
 * held 40-80 MB more at 1M: the worker is fed only while the event loop has been busy less
 * than this share of the time since rendering ahead began (on loopback it is idle for a few
 * milliseconds in seconds). Measured over a single pause instead, a slower phase of the
 * machine on the remote-like link kept the worker unfed while this thread rendered probe
 * run after probe run between answers, and left up to 9 of the 50 to the end.
 */
export const WORKER_BELOW = 0.95;

/**
 * Why: each probe run in the worker's hands is a copy there. Two at a time keep it busy (one
 * waits while the other renders); past this many test cases, one at a time bounds its memory
 * (<= 512 MB at 1,000,000 test cases, 20,000 to a probe run in the bench).
 */
export const IN_WORKER = 2;
export const IN_WORKER_CASES = 12_000;
/**
 * Why: the worker renders a probe run of 20,000 test cases in about 0.2 s here; a worker that
 * has not finished its two within this long is stuck, and the scan must not wait on it.
 */
export const WORKER_DEADLINE_MS = 10_000;

/**
 * How busy this thread's event loop has been since a mark, as a share of the time (0..1).
 * Injectable (RenderAheadOptions `loop`), so that what is rendered ahead can be decided in a
 * test independently of how busy the machine is.
 */
export interface LoopMeter {
  mark(): unknown;
  busySince(mark: unknown): number;
}

/** The event loop's own measure (performance.eventLoopUtilization). */
export const eventLoopMeter: LoopMeter = {
  mark: () => performance.eventLoopUtilization(),
  busySince: (mark) =>
    performance.eventLoopUtilization(mark as ReturnType<typeof performance.eventLoopUtilization>)
      .utilization,
};
