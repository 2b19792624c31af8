/**
 * When a request has left: undici publishes `undici:client:sendHeaders` on Node's diagnostics
 * channels once a request's headers are written to its connection (after the TLS handshake on
 * an https link). Work that is needed only once the answers are in (compiling the response
 * schemas, the renderers) can then run while they travel, instead of before the request is
 * written (it would hold the write back) or after the answer came (the scan would wait for it).
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';

const SENT_HEADERS = 'undici:client:sendHeaders';

/**
 * Resolves on the event loop's turn after the next request of this process is written (the
 * other connections that became writable with it write first), or after `maxMs` at the latest:
 * a timing hint, so a request that left before the call costs at most that wait. Never rejects
 * and never holds the process open.
 */
export function nextRequestSent(maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      unsubscribe(SENT_HEADERS, done);
      clearTimeout(timer);
      setImmediate(resolve);
    };
    const timer = setTimeout(done, maxMs);
    timer.unref();
    subscribe(SENT_HEADERS, done);
  });
}
