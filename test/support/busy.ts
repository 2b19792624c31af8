/**
 * Keeps this thread busy for `ms`, yielding to the event loop only between 25 ms stretches: as
 * parsing the answers of a platform on loopback keeps a scan's thread (rendering ahead, issue 14).
 */
export async function busyFor(ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const stretch = performance.now() + 25;
    while (performance.now() < stretch);
    await new Promise((ok) => setImmediate(ok));
  }
}
